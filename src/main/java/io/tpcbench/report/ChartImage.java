package io.tpcbench.report;

import java.awt.Rectangle;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import org.jfree.chart.ChartUtils;
import org.jfree.chart.JFreeChart;
import org.jfree.svg.SVGGraphics2D;
import org.jfree.svg.ViewBox;

/**
 * One chart and the ways it leaves the report: an SVG element inlined in a page (its clip-path
 * ids prefixed with its own id, so that many charts share a page), an SVG file and a PNG file.
 *
 * @param id a name unique in its page, also the name of its files
 * @param caption what the chart shows, under it in the page
 */
public record ChartImage(String id, String caption, JFreeChart chart, int width, int height) {
    static final int WIDTH = 960;
    static final int HEIGHT = 400;

    static ChartImage of(String id, String caption, JFreeChart chart) {
        return new ChartImage(id, caption, chart, WIDTH, HEIGHT);
    }

    /** The chart as an {@code <svg>} element that scales to its container's width. */
    public String svgElement() {
        SVGGraphics2D g = graphics();
        return g.getSVGElement("chart-" + id, false, new ViewBox(0, 0, width, height), null, null);
    }

    /** Writes {@code id.svg} and {@code id.png} into {@code dir}. */
    public void writeFiles(Path dir) throws IOException {
        // ImageIO's disk cache registers a shutdown hook per stream, which the JVM refuses while it
        // shuts down: the report written after Ctrl-C would fail. PNGs of charts fit in memory.
        ImageIO.setUseCache(false);
        Files.writeString(dir.resolve(id + ".svg"), graphics().getSVGDocument(), StandardCharsets.UTF_8);
        ChartUtils.saveChartAsPNG(dir.resolve(id + ".png").toFile(), chart, width, height);
    }

    private SVGGraphics2D graphics() {
        SVGGraphics2D g = new SVGGraphics2D(width, height);
        g.setDefsKeyPrefix(id + "-");
        chart.draw(g, new Rectangle(width, height));
        return g;
    }
}
