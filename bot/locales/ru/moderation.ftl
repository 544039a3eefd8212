# Moderation: the chat filter and its command line (MOD-2).
check-text-no-file = Не могу прочитать пул карт { $path }: нужен текстовый файл CSV или TOML, как для cards import.
