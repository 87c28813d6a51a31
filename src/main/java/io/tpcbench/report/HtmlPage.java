package io.tpcbench.report;

import io.tpcbench.config.OutputException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * A self-contained HTML page: its style inlined, its charts inline SVG, nothing fetched from
 * anywhere, so it opens offline and can be mailed as one file.
 */
final class HtmlPage {
    private static final String CSS = resource("page.css");
    private final StringBuilder body = new StringBuilder();
    private final String title;

    HtmlPage(String title) {
        this.title = title;
    }

    static String esc(String s) {
        StringBuilder sb = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '<' -> sb.append("&lt;");
                case '>' -> sb.append("&gt;");
                case '&' -> sb.append("&amp;");
                case '"' -> sb.append("&quot;");
                case '\'' -> sb.append("&#39;");
                default -> sb.append(c);
            }
        }
        return sb.toString();
    }

    HtmlPage heading(int level, String text) {
        body.append("<h")
                .append(level)
                .append('>')
                .append(esc(text))
                .append("</h")
                .append(level)
                .append(">\n");
        return this;
    }

    HtmlPage paragraph(String text) {
        body.append("<p>").append(esc(text)).append("</p>\n");
        return this;
    }

    /** Markup the caller built (already escaped). */
    HtmlPage raw(String html) {
        body.append(html).append('\n');
        return this;
    }

    /** Headline figures as cards: label, value. */
    HtmlPage cards(List<String[]> cards) {
        body.append("<div class=\"cards\">\n");
        for (String[] c : cards) {
            body.append("<div class=\"card")
                    .append(c.length > 2 ? " " + esc(c[2]) : "")
                    .append("\"><div class=\"label\">")
                    .append(esc(c[0]))
                    .append("</div><div class=\"value\">")
                    .append(esc(c[1]))
                    .append("</div></div>\n");
        }
        body.append("</div>\n");
        return this;
    }

    /**
     * A table; a cell that is PASS, FAIL or N/A gets its verdict's colour, a cell of stars alone is
     * a bar (left-aligned, fixed width), and columns after the first are right-aligned when
     * {@code numeric}.
     */
    HtmlPage table(List<String> headers, List<List<String>> rows, boolean numeric) {
        body.append("<table").append(numeric ? " class=\"numeric\"" : "").append(">\n<thead><tr>");
        headers.forEach(h -> body.append("<th>").append(esc(h)).append("</th>"));
        body.append("</tr></thead>\n<tbody>\n");
        for (List<String> row : rows) {
            body.append("<tr>");
            for (String cell : row) {
                String cls = switch (cell) {
                    case "PASS" -> " class=\"pass\"";
                    case "FAIL" -> " class=\"fail\"";
                    case "N/A" -> " class=\"na\"";
                    default -> !cell.isEmpty() && cell.chars().allMatch(ch -> ch == '*') ? " class=\"bar\"" : "";
                };
                body.append("<td").append(cls).append('>').append(esc(cell)).append("</td>");
            }
            body.append("</tr>\n");
        }
        body.append("</tbody></table>\n");
        return this;
    }

    /** Charts in a grid, each an inline SVG with its caption. */
    HtmlPage charts(List<ChartImage> charts) {
        body.append("<div class=\"charts\">\n");
        for (ChartImage c : charts) {
            body.append("<figure class=\"chart\" id=\"")
                    .append(esc(c.id()))
                    .append("\">\n")
                    .append(c.svgElement())
                    .append("\n<figcaption>")
                    .append(esc(c.caption()))
                    .append("</figcaption>\n</figure>\n");
        }
        body.append("</div>\n");
        return this;
    }

    String render() {
        return "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
                + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
                + "<meta name=\"generator\" content=\"tpcbench\">\n<title>" + esc(title) + "</title>\n<style>\n" + CSS
                + "</style>\n</head>\n<body>\n" + body + "</body>\n</html>\n";
    }

    void write(Path file) {
        try {
            Files.writeString(file, render(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new OutputException(file, e);
        }
    }

    private static String resource(String name) {
        try (InputStream in = HtmlPage.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("resource " + name + " is missing from the jar");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
