package dev.tenace.cli.web;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Assumptions;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;

/**
 * Headless Chromium for the browser tests: Debian's {@code chromium} and {@code chromedriver},
 * named explicitly so that Selenium Manager downloads nothing. Without them the tests are skipped
 * with a loud message, unless {@code TENACE_BROWSER_TESTS=required} (as CI sets), when they fail.
 * Public in the test-jar, for the browser tests of a game module (Oh Hell's).
 */
public final class Browser {
  static final File CHROMIUM = new File("/usr/bin/chromium");
  static final File DRIVER = new File("/usr/bin/chromedriver");

  private Browser() {}

  /** Skips (or, when required, fails) the calling test class if Chromium is not installed. */
  public static void requireChromium() {
    if (CHROMIUM.canExecute() && DRIVER.canExecute()) {
      return;
    }
    String why =
        "browser tests need "
            + CHROMIUM
            + " and "
            + DRIVER
            + " (apt-get install chromium chromium-driver)";
    if ("required".equals(System.getenv("TENACE_BROWSER_TESTS"))) {
      fail(why + ", and TENACE_BROWSER_TESTS=required");
    }
    System.err.println();
    System.err.println("!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!");
    System.err.println("!! SKIPPED: the browser tests of tenace web: " + why);
    System.err.println("!! (set TENACE_BROWSER_TESTS=required to make this a failure)");
    System.err.println("!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!");
    Assumptions.abort(why);
  }

  /** A fresh headless Chromium of the given window size, with its own profile directory. */
  public static ChromeDriver open(int width, int height) throws IOException {
    Path profile = Files.createTempDirectory("tenace-chromium");
    profile.toFile().deleteOnExit();
    ChromeOptions o = new ChromeOptions();
    o.setBinary(CHROMIUM);
    o.addArguments(
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-dev-shm-usage",
        "--hide-scrollbars",
        "--user-data-dir=" + profile,
        "--window-size=" + width + "," + height);
    ChromeDriverService service =
        new ChromeDriverService.Builder().usingDriverExecutable(DRIVER).usingAnyFreePort().build();
    ChromeDriver d = new ChromeDriver(service, o);
    d.manage().window().setSize(new Dimension(width, height));
    d.manage().timeouts().scriptTimeout(Duration.ofSeconds(30));
    return d;
  }
}
