# Moderation: the chat filter and its command line (MOD-2).
check-text-no-file = Cannot read the card pool { $path }: a CSV or TOML text file is needed, as for cards import.
