"""Photos and documents in the VK sandbox: saved files, pending uploads and VK's checks."""

from __future__ import annotations

import re
import time
from dataclasses import dataclass, field
from pathlib import PurePosixPath
from typing import Any, Literal

from sandbox.shared import fits_photo_limits, image_size
from sandbox.vk.vk_protocol import Limits, UploadError

MESSAGES_ALBUM_ID = -64  # the album VK files community message photos under
USER_ALBUM_ID = -3  # the album of photos users attach to messages
ATTACHMENT = re.compile(r"(photo|doc)(-?\d+)_(\d+)(?:_(\w+))?")
# VK's photo size letters by the longest side they allow, smallest first.
_PHOTO_SIZES = (("s", 75), ("m", 130), ("x", 604), ("y", 807), ("z", 1080), ("w", 2560))
_DOC_TYPES = {  # docs' numeric type by extension; 8 ("unknown") for the rest
    1: "txt csv pdf doc docx odt rtf xls xlsx ods json xml md",
    2: "zip rar 7z tar gz",
    3: "gif",
    4: "jpg jpeg png bmp webp",
    5: "ogg wav flac m4a",
    6: "mp4 avi mkv webm mov",
    7: "epub fb2 djvu mobi",
}
_FORBIDDEN_DOC_EXTS = frozenset({"mp3", "exe"})  # VK takes any document except these


def media_kind(kind: str) -> str:
    """Name an attachment kind as the transcript does: "photo" or "document"."""
    return "document" if kind == "doc" else kind


def extension(name: str) -> str:
    """Return a file name's extension in lower case, without the dot."""
    return PurePosixPath(name).suffix.lstrip(".").lower()


@dataclass(eq=False)
class VkFile:
    """A saved photo or document: the bot's upload or a user's attachment."""

    kind: Literal["photo", "doc"]
    id: int
    owner_id: int
    name: str  # the file name (a document's title)
    data: bytes
    access_key: str
    url: str  # where the sandbox serves the bytes
    ext: str = ""  # a document's extension, from the uploaded file's name
    date: int = field(default_factory=lambda: int(time.time()))
    width: int = 0
    height: int = 0

    @property
    def ref(self) -> str:
        """Return the attachment string without access key, e.g. "photo-229000001_457239017"."""
        return f"{self.kind}{self.owner_id}_{self.id}"

    def as_json(self) -> dict[str, Any]:
        """Return VK's photo or doc object."""
        ids = {"id": self.id, "owner_id": self.owner_id, "access_key": self.access_key}
        if self.kind == "doc":
            kind = next((k for k, exts in _DOC_TYPES.items() if self.ext in exts.split()), 8)
            return ids | {
                "title": self.name,
                "size": len(self.data),
                "ext": self.ext,
                "date": self.date,
                "type": kind,
                "url": self.url,
            }
        sizes = []
        longest = max(self.width, self.height)
        for letter, side in _PHOTO_SIZES:
            scale = min(side / longest, 1.0)
            width, height = max(round(self.width * scale), 1), max(round(self.height * scale), 1)
            sizes.append({"type": letter, "width": width, "height": height, "url": self.url})
            if side >= longest:
                break
        album = MESSAGES_ALBUM_ID if self.owner_id < 0 else USER_ALBUM_ID
        photo = ids | {"album_id": album, "date": self.date, "sizes": sizes, "text": ""}
        if self.owner_id < 0:
            photo["user_id"] = 100  # VK's marker of a photo a community uploaded
        return photo | {"has_tags": False}

    def attachment(self) -> dict[str, Any]:
        """Return the entry a stored message keeps in its `attachments`."""
        return {
            "kind": self.kind,
            "id": self.id,
            "owner_id": self.owner_id,
            "ref": self.ref,
            "name": self.name,
            "data": self.data,
            "url": self.url,
            "object": self.as_json(),
        }


@dataclass
class Upload:
    """A file on an upload server, waiting for photos.saveMessagesPhoto or docs.save."""

    kind: Literal["photo", "doc"]
    name: str
    data: bytes
    server: int
    hash: str = ""
    width: int = 0
    height: int = 0
    saved: bool = False


def check_photo(name: str, data: bytes, limits: Limits) -> Upload:
    """Accept a PNG or JPEG of VK's size limits."""
    if len(data) > limits.photo_max:
        raise UploadError(f"ERR_UPLOAD_FILE_TOO_BIG: more than {limits.photo_max} bytes")
    found = image_size(data)
    if found is None or found[0] not in ("png", "jpeg"):
        raise UploadError("ERR_UPLOAD_BAD_IMAGE: the file is not a JPEG or PNG image")
    _, width, height = found
    if not fits_photo_limits(width, height, limits.photo_sides_max):
        raise UploadError("ERR_UPLOAD_BAD_IMAGE_SIZE: wrong image dimensions")
    return Upload("photo", name, data, 0, width=width, height=height)


def check_doc(name: str, data: bytes, limits: Limits) -> Upload:
    """Accept a non-empty document of VK's size limit and allowed types."""
    if not data:
        raise UploadError("ERR_UPLOAD_FILE_NOT_UPLOADED: file not uploaded")
    if len(data) > limits.doc_max:
        raise UploadError(f"ERR_UPLOAD_FILE_TOO_BIG: more than {limits.doc_max} bytes")
    if extension(name) in _FORBIDDEN_DOC_EXTS:
        raise UploadError("ERR_UPLOAD_BAD_FILE_EXTENSION: this file type is not allowed")
    return Upload("doc", name, data, 0)
