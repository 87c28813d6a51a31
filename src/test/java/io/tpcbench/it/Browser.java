package io.tpcbench.it;

import com.microsoft.playwright.Browser.NewPageOptions;
import com.microsoft.playwright.BrowserType;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Playwright;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.imageio.ImageIO;

/**
 * Debian's Chromium, headless, driven by Playwright (which downloads no browser of its own):
 * opens a page as a person would and reports what they would see, and what went wrong on the
 * way (console errors, script errors, requests that left the file).
 */
final class Browser implements AutoCloseable {
    /** The series colours of the charts (ChartStyle's), which only a drawn data series puts on the screen. */
    private static final int[] SERIES_RGB = {
        0x1F77B4, 0xFF7F0E, 0x2CA02C, 0xD62728, 0x9467BD, 0x8C564B, 0xE377C2, 0xBCBD22, 0x17BECF
    };

    private final Playwright playwright;
    private final com.microsoft.playwright.Browser chromium;

    /** What one page showed: its problems, its text, and per chart the pixels of series colours. */
    record Seen(
            List<String> problems,
            List<String> requests,
            String text,
            List<String> chartIds,
            List<Integer> seriesPixels) {}

    Browser() {
        Path executable = Path.of(System.getenv().getOrDefault("TPCBENCH_CHROMIUM", "/usr/bin/chromium"));
        if (!Files.isExecutable(executable)) {
            throw new IllegalStateException("the page tests need Chromium at " + executable
                    + ": install Debian's (apt-get install chromium) or set TPCBENCH_CHROMIUM");
        }
        playwright = Playwright.create(
                new Playwright.CreateOptions().setEnv(Map.of("PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD", "1")));
        chromium = playwright
                .chromium()
                .launch(new BrowserType.LaunchOptions()
                        .setExecutablePath(executable)
                        .setHeadless(true)
                        .setArgs(List.of(
                                "--no-sandbox",
                                "--disable-gpu",
                                "--disable-background-networking",
                                "--disable-component-update",
                                "--disable-sync",
                                "--no-first-run")));
    }

    /** Opens {@code file}, saves a full-page screenshot as {@code screenshot}, and reports what it saw. */
    Seen open(Path file, Path screenshot) throws IOException {
        List<String> problems = new ArrayList<>();
        List<String> requests = new ArrayList<>();
        String own = file.toUri().toString();
        try (Page page = chromium.newPage(new NewPageOptions().setViewportSize(1400, 1000))) {
            page.onConsoleMessage(m -> {
                if (m.type().equals("error") || m.type().equals("warning")) {
                    problems.add("console " + m.type() + ": " + m.text());
                }
            });
            page.onPageError(e -> problems.add("page error: " + e));
            page.onRequest(r -> {
                requests.add(r.url());
                if (!r.url().equals(own) && !r.url().startsWith("data:")) {
                    problems.add("request beyond the file: " + r.url());
                }
            });
            page.onRequestFailed(r -> problems.add("failed request: " + r.url() + " " + r.failure()));
            page.navigate(own);
            page.waitForLoadState();
            Files.createDirectories(screenshot.getParent());
            page.screenshot(new Page.ScreenshotOptions().setPath(screenshot).setFullPage(true));
            List<String> ids = new ArrayList<>();
            List<Integer> pixels = new ArrayList<>();
            Locator figures = page.locator("figure.chart");
            for (int i = 0; i < figures.count(); i++) {
                Locator figure = figures.nth(i);
                ids.add(figure.getAttribute("id"));
                Locator svg = figure.locator("svg");
                if (svg.count() != 1
                        || svg.boundingBox() == null
                        || svg.boundingBox().width < 200
                        || svg.boundingBox().height < 80) {
                    problems.add("chart " + figure.getAttribute("id") + " has no laid-out SVG");
                    pixels.add(0);
                } else {
                    pixels.add(seriesPixels(svg.screenshot()));
                }
            }
            return new Seen(problems, requests, page.locator("body").innerText(), ids, pixels);
        }
    }

    /** The page with every series colour painted white: a page whose charts show no data (the check's control). */
    static String withoutSeriesColours(String html) {
        for (int c : SERIES_RGB) {
            html = html.replace(
                    "rgb(" + (c >> 16) + "," + (c >> 8 & 0xFF) + "," + (c & 0xFF) + ")", "rgb(255,255,255)");
        }
        return html;
    }

    /**
     * Pixels of a series colour, or of a series colour blended with the white background at
     * 0.6 or more of its strength: a line drawn between pixel rows (a flat series at a fractional
     * height) shows in blended pixels only.
     */
    static int seriesPixels(byte[] png) throws IOException {
        BufferedImage image = ImageIO.read(new ByteArrayInputStream(png));
        int n = 0;
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                int rgb = image.getRGB(x, y) & 0xFFFFFF;
                for (int c : SERIES_RGB) {
                    if (tinted(rgb, c)) {
                        n++;
                        break;
                    }
                }
            }
        }
        return n;
    }

    /** Whether {@code pixel} is {@code colour} over white at a strength of 0.6 or more. */
    static boolean tinted(int pixel, int colour) {
        int[] p = {pixel >> 16, pixel >> 8 & 0xFF, pixel & 0xFF};
        int[] c = {colour >> 16, colour >> 8 & 0xFF, colour & 0xFF};
        int k = 0;
        for (int j = 1; j < 3; j++) {
            if (c[j] < c[k]) {
                k = j;
            }
        }
        double strength = (255.0 - p[k]) / (255 - c[k]);
        if (strength < 0.6 || strength > 1.15) {
            return false;
        }
        double distance = 0;
        for (int j = 0; j < 3; j++) {
            distance += Math.abs(p[j] - (255 - strength * (255 - c[j])));
        }
        return distance < 30;
    }

    @Override
    public void close() {
        chromium.close();
        playwright.close();
    }
}
