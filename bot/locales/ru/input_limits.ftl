# Bounds of what people type: numbers (issue 23).

## A number out of its bounds: what it is, what is allowed, and the command's form
number-out-of-range =
    { $what } — число от { $least } до { $most }.
    { $usage }
number-what-slot = Номер колоды
number-what-id = Номер
number-what-days = Срок бана в днях
