### What Telegram and VK do to a tournament's chats: upgraded, lost, anonymous admins

channels-role-channel = tournament channel
channels-role-judges = judges' chat
channels-role-match = match chat
channels-moved = ℹ️ The group «{ $chat }» ({ $roles }) of «{ $title }» became a Telegram supergroup. Its binding and unsent messages moved there by themselves: nothing to do.
channels-lost = ⚠️ The bot can no longer write to «{ $chat }» ({ $roles }) of «{ $title }»: it was removed from the chat or lost its access. Nothing is sent there any more. To restore it: add the bot to that chat again (as an administrator) and send { $commands } there.
channels-anonymous-admin = You are writing as an anonymous group administrator, so the bot cannot tell who you are and judge commands from here do not work. Turn off «Remain anonymous» in your administrator rights, or send the command to the bot in a private chat.
