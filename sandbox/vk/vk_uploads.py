"""VK's upload servers and file downloads, with the photos.* and docs.* methods."""

from __future__ import annotations

import json
import secrets
from typing import Any, Literal
from urllib.parse import quote

import aiohttp
from aiohttp import web

from sandbox.shared import json_response, mime_type
from sandbox.vk.vk_media import MESSAGES_ALBUM_ID, check_doc, check_photo
from sandbox.vk.vk_protocol import Params, UploadError, VkError, bad_param, compact_json
from sandbox.vk.vk_validation import VkChecks


class VkUploads(VkChecks):
    """Upload URLs, multipart uploads, saving them as photos or docs, and downloads."""

    def _upload_url(self, kind: Literal["photo", "doc"], p: Params) -> str:
        """Hand out an upload URL, checking that the community may write to peer_id."""
        peer_id = p.as_int("peer_id")
        if peer_id:
            self._peer(peer_id)
        token = secrets.token_urlsafe(16)
        self._upload_urls[token] = kind
        return f"{self.base_url}/upload/{kind}/{token}"

    async def _handle_upload(self, request: web.Request) -> web.StreamResponse:
        """Take a multipart upload: field "photo" for photos, "file" for documents."""
        kind = self._upload_urls.get(request.match_info["token"])
        method = f"upload.{request.match_info['kind']}"
        if kind is None or kind != request.match_info["kind"]:
            self._record(method, None, 0, status=404)
            return web.Response(status=404, text="upload URL is unknown")
        fault = self.faults.take(method, wildcard=False)  # faults for "any" spare uploads
        if fault is not None and (broken := await self._broken(request, method, fault)):
            return broken
        field_name = "photo" if kind == "photo" else "file"
        limit = self._limits.photo_max if kind == "photo" else self._limits.doc_max
        server = 800_000 + len(self._uploads) % 1000
        try:
            if fault is not None and fault.kind == "error":
                raise UploadError("ERR_UPLOAD_INTERNAL: injected upload failure")
            name, data = await self._read_part(request, field_name, limit)
            if kind == "photo":
                upload = check_photo(name, data, self._limits) if data is not None else None
            else:
                upload = check_doc(name, data if data is not None else b"", self._limits)
        except UploadError as err:
            self._record(method, None, 0)
            return json_response({"error": str(err)})
        self._record(method, None, 0)
        if upload is None:  # no photo field: VK answers an empty list, which cannot be saved
            body = {"server": server, "photo": "[]", "hash": secrets.token_hex(16)}
            return json_response(body)
        upload.server, upload.hash = server, secrets.token_hex(16)
        if kind == "doc":
            key = f"{-self.group_id}|0|0|{server}|{secrets.token_hex(5)}|{upload.hash}"
            self._uploads[key] = upload
            return json_response({"file": key})
        key = secrets.token_hex(5)
        self._uploads[key] = upload
        photo = [{"markers_restarted": True, "photo": f"{key}:w", "sizes": [], "kid": key}]
        body = {"server": server, "photo": compact_json(photo), "hash": upload.hash}
        return json_response(body)

    async def _read_part(
        self, request: web.Request, field_name: str, limit: int
    ) -> tuple[str, bytes | None]:
        """Read one file field of a multipart body, refusing more than `limit` bytes."""
        if not request.content_type.startswith("multipart/"):
            return "", None
        async for part in await request.multipart():
            if not isinstance(part, aiohttp.BodyPartReader) or part.name != field_name:
                continue
            data = bytearray()
            while chunk := await part.read_chunk(2**20):
                data += chunk
                if len(data) > limit:
                    raise UploadError(f"ERR_UPLOAD_FILE_TOO_BIG: more than {limit} bytes")
            return part.filename or field_name, bytes(data)
        return "", None

    async def _handle_download(self, request: web.Request) -> web.StreamResponse:
        """Serve the bytes of a saved photo or document by the token in its URL."""
        fault = self.faults.take("download", wildcard=False)
        if fault is not None and (broken := await self._broken(request, "download", fault)):
            return broken
        saved = self._downloads.get(request.match_info["token"])
        self._record("download", None, 0, status=200 if saved else 404)
        if saved is None:
            return web.Response(status=404, text="file not found")
        disposition = f"attachment; filename*=UTF-8''{quote(saved.name)}"
        headers = {"Content-Disposition": disposition}
        return web.Response(body=saved.data, content_type=mime_type(saved.name), headers=headers)

    async def _m_photos_get_messages_upload_server(self, p: Params) -> dict[str, Any]:
        """Return the upload URL for a message photo (multipart field "photo")."""
        url = self._upload_url("photo", p)
        ids = {"album_id": MESSAGES_ALBUM_ID, "user_id": 0, "group_id": self.group_id}
        return {"upload_url": url} | ids

    async def _m_photos_save_messages_photo(self, p: Params) -> list[dict[str, Any]]:
        """Save an uploaded photo for messages; the server and hash must match the upload."""
        for name in ("photo", "server", "hash"):
            if not p.as_str(name):
                raise bad_param(f"{name} is undefined")
        try:
            listed = json.loads(p.as_str("photo") or "")
            key = str(listed[0]["photo"]).split(":")[0]
        except (ValueError, LookupError, TypeError, AttributeError):
            raise bad_param("photos_list is invalid") from None
        upload = self._uploads.get(key)
        if upload is None or upload.kind != "photo":
            raise bad_param("photos_list is invalid")
        if upload.saved or (p.as_int("server"), p.as_str("hash")) != (upload.server, upload.hash):
            raise VkError(121)  # a wrong hash, or an upload saved once already
        return [self._save_file(upload, -self.group_id).as_json()]

    async def _m_docs_get_messages_upload_server(self, p: Params) -> dict[str, Any]:
        """Return the upload URL for a message document (multipart field "file")."""
        if (p.as_str("type") or "doc") != "doc":
            raise bad_param("type: the sandbox simulates documents only")  # not voice or graffiti
        return {"upload_url": self._upload_url("doc", p)}

    async def _m_docs_save(self, p: Params) -> dict[str, Any]:
        """Save an uploaded document under `title` (its file name when absent)."""
        file = p.as_str("file")
        if not file:
            raise bad_param("file is undefined")
        upload = self._uploads.get(file)
        if upload is None or upload.kind != "doc" or upload.saved:
            raise bad_param("file is invalid")
        title = (p.as_str("title") or "").strip() or None
        return {"type": "doc", "doc": self._save_file(upload, -self.group_id, title).as_json()}
