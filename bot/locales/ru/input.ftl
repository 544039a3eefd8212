### What people type or send that the bot cannot take: forms, bounds, names, files

## Длина сообщения

input-too-long = Слишком длинное сообщение для команды (больше { $max } символов). Список команд: /help

## Неверный ввод: правильная форма

title-invalid = Название турнира — одна строка от 2 до { $max } символов.
nickname-invalid = Ник — от 2 до { $max } символов: буквы, цифры, пробел, точка, дефис, апостроф; начинается с буквы или цифры. Например: /register Гриндель 123456
game-id-invalid = ID в игре — до { $max } символов: буквы, цифры, дефис, точка.
reason-missing = Укажите причину.
reason-too-long = Причина слишком длинная: не больше { $max } символов.

## Файлы

file-unreadable = Не могу прочитать файл: нужен текстовый файл до { $max } КБ (UTF-8 или Windows-1251).
file-what-for = Для чего этот файл? Подпишите его командой: /deck — деклист, /pool — пул Силеда, /cards — пул карт, /banned — бан-лист.

## A number out of its bounds: what it is, what is allowed, and the command's form

number-out-of-range =
    { $what } — число от { $least } до { $most }.
    { $usage }
number-what-slot = Номер колоды
number-what-id = Номер
number-what-days = Срок бана в днях
