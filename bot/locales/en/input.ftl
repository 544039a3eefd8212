### What people type or send that the bot cannot take: forms, bounds, names, files

## A message's length

input-too-long = The message is too long for a command (over { $max } characters). List of commands: /help

## Invalid input: the correct form

title-invalid = The tournament name must be a single line of 2 to { $max } characters.
nickname-invalid = A nickname is 2 to { $max } characters: letters, digits, space, dot, hyphen, apostrophe; it starts with a letter or digit. For example: /register Grindel 123456
game-id-invalid = The in-game ID is up to { $max } characters: letters, digits, hyphen, dot.
reason-missing = Please give a reason.
reason-too-long = The reason is too long: { $max } characters at most.

## Files

file-unreadable = I cannot read the file: a text file up to { $max } KB is needed (UTF-8 or Windows-1251).
file-what-for = What is this file for? Caption it with a command: /deck — a decklist, /pool — a Sealed pool, /cards — the card pool, /banned — the banned list.

## A number out of its bounds: what it is, what is allowed, and the command's form

number-out-of-range =
    { $what } is a number from { $least } to { $most }.
    { $usage }
number-what-slot = The deck number
number-what-id = The number
number-what-days = The ban's length in days
