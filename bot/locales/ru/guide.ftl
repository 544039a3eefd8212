### The judge's guide: /guide (VK: памятка)

guide-first = { $text }
guide-part = { $text }
guide-sent-privately = 📬 { $name }, памятка судьи — у вас в личке с ботом.
guide-judges-only = Памятка судьи — для судей турнира. Команды игрока: /help

## Форма команд

usage-guide = У команды /guide нет аргументов: она присылает памятку судьи.
