# Bounds of what people type: numbers (issue 23).

## A number out of its bounds: what it is, what is allowed, and the command's form
number-out-of-range =
    { $what } is a number from { $least } to { $most }.
    { $usage }
number-what-slot = The deck number
number-what-id = The number
number-what-days = The ban's length in days
