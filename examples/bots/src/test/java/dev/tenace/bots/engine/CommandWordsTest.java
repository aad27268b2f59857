package dev.tenace.bots.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tenace.bots.Bots;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** How a {@code cmd:} command line is written in a comma-separated bot list (PROTOCOL.md). */
class CommandWordsTest {
  @Test
  @DisplayName("words at spaces; quotes keep a word with spaces whole; no shell")
  void words() {
    assertThat(CommandWords.split("python3 examples/python/bot.py"))
        .containsExactly("python3", "examples/python/bot.py");
    assertThat(CommandWords.split("  python3   'my bots/bot.py'  --name \"a b\" ''"))
        .containsExactly("python3", "my bots/bot.py", "--name", "a b", "");
    assertThat(CommandWords.split("echo $HOME *.py | cat"))
        .containsExactly("echo", "$HOME", "*.py", "|", "cat");
  }

  @Test
  @DisplayName("%2C is a comma and %25 a percent sign, so a command with commas fits in --bots")
  void escapes() {
    assertThat(CommandWords.split("bot --weights 1%2C2%2c3 --ratio 50%25 --raw %252C"))
        .containsExactly("bot", "--weights", "1,2,3", "--ratio", "50%", "--raw", "%2C");
    String list = "cmd:bot --weights 1%2C2,heuristic";
    assertThat(list.split(",")).containsExactly("cmd:bot --weights 1%2C2", "heuristic");
  }

  @Test
  @DisplayName("an empty command or an open quote is refused, naming the spec")
  void errors() {
    assertThatThrownBy(() -> CommandWords.split("   "))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "bot 'cmd:': name the program to run, as in cmd:python3 examples/python/bot.py");
    assertThatThrownBy(() -> CommandWords.split("python3 'bot.py"))
        .hasMessage("bot 'cmd:python3 'bot.py': the quote ' is not closed");
  }

  @Test
  @DisplayName("cmd: keeps the command's case; it runs nothing unless the process allows programs")
  void spec() {
    Engines.allowCommands(false);
    assertThatThrownBy(() -> Bots.create("cmd:python3 Bot.py", "hearts", 1))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "bot 'cmd:python3 Bot.py': this tool does not run programs as bots (tenace simulate,"
                + " play and ladder do)");
    assertThatThrownBy(() -> Bots.create("cmd", "hearts", 1))
        .hasMessage("bot 'cmd': name the program to run, as in cmd:python3 examples/python/bot.py");
    Engines.allowCommands(true);
    try {
      assertThat(Bots.create(" CMD:python3 Bot.py ", "hearts", 1))
          .isInstanceOf(EngineBot.class)
          .hasToString("cmd:python3 Bot.py");
    } finally {
      Engines.allowCommands(false);
    }
    assertThat(Programs.children()).isEmpty(); // a bot starts its program at its first decision
  }
}
