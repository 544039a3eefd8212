from harness import Core

async def test_x(core: Core) -> None:
    t = await core.tournament(["Анна", "Борис", "Вера", "Глеб"], title="Кубок слов")
    await core.say(t["Анна"], "Борис, ты зануда", core.channel)
    print([str(m) for m in core.posted(core.judges_chat)])
