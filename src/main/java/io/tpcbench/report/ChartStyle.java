package io.tpcbench.report;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.text.DecimalFormat;
import java.util.List;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.axis.NumberTickUnit;
import org.jfree.chart.block.BlockBorder;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.IntervalMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYItemRenderer;
import org.jfree.chart.title.TextTitle;
import org.jfree.chart.ui.Layer;
import org.jfree.chart.ui.RectangleAnchor;
import org.jfree.chart.ui.TextAnchor;
import org.jfree.data.xy.XYSeries;

/** The look every chart shares: white plot, light grid, one colour per transaction type and per run. */
final class ChartStyle {
    static final Font TITLE = new Font(Font.SANS_SERIF, Font.BOLD, 16);
    static final Font LABEL = new Font(Font.SANS_SERIF, Font.PLAIN, 12);
    private static final Color GRID = new Color(0xDD, 0xDD, 0xDD);

    /** The colours of a run's latency logs, by their position (the kinds in order, then the deferred work). */
    private static final List<Color> KIND_COLOURS = List.of(
            new Color(0x1F77B4),
            new Color(0xFF7F0E),
            new Color(0x2CA02C),
            new Color(0xD62728),
            new Color(0x9467BD),
            new Color(0x8C564B),
            new Color(0xE377C2),
            new Color(0xBCBD22),
            new Color(0x17BECF));

    /**
     * The colour of the {@code index}-th latency log of a run, as in the tables; past the ninth the
     * colours come round again (never grey, the grid's and axes' colour).
     */
    static Color kindColour(int index) {
        return KIND_COLOURS.get(index % KIND_COLOURS.size());
    }

    /** Colours of series that are not types: runs in a comparison, percentiles, OS figures (no grey: the grid's). */
    static final List<Color> PALETTE = List.of(
            new Color(0x1F77B4),
            new Color(0xD62728),
            new Color(0x2CA02C),
            new Color(0xFF7F0E),
            new Color(0x9467BD),
            new Color(0x8C564B),
            new Color(0xE377C2),
            new Color(0xBCBD22),
            new Color(0x17BECF));

    private ChartStyle() {}

    static Color palette(int i) {
        return PALETTE.get(i % PALETTE.size());
    }

    /** White background, grey grid, fonts that read at the page's width. */
    static JFreeChart apply(JFreeChart chart) {
        chart.setBackgroundPaint(Color.WHITE);
        chart.setAntiAlias(true);
        if (chart.getTitle() != null) {
            chart.getTitle().setFont(TITLE);
        }
        if (chart.getLegend() != null) {
            chart.getLegend().setItemFont(LABEL);
            chart.getLegend().setFrame(BlockBorder.NONE);
        }
        if (chart.getPlot() instanceof XYPlot p) {
            p.setBackgroundPaint(Color.WHITE);
            p.setDomainGridlinePaint(GRID);
            p.setRangeGridlinePaint(GRID);
            p.getDomainAxis().setLabelFont(LABEL);
            for (int i = 0; i < p.getRangeAxisCount(); i++) {
                p.getRangeAxis(i).setLabelFont(LABEL);
            }
        } else if (chart.getPlot() instanceof CategoryPlot p) {
            p.setBackgroundPaint(Color.WHITE);
            p.setRangeGridlinePaint(GRID);
            p.getDomainAxis().setLabelFont(LABEL);
            p.getRangeAxis().setLabelFont(LABEL);
        }
        return chart;
    }

    static void subtitle(JFreeChart chart, String text) {
        TextTitle t = new TextTitle(text, LABEL);
        t.setPaint(Color.DARK_GRAY);
        chart.addSubtitle(t);
    }

    /** Lines of {@code width} pixels in the given colours, series by series. */
    static void lines(XYItemRenderer r, List<Color> colours, float width) {
        for (int i = 0; i < colours.size(); i++) {
            r.setSeriesPaint(i, colours.get(i));
            r.setSeriesStroke(i, new BasicStroke(width));
        }
    }

    /** The warm-up (nothing measured) shaded from the session start to the window's start. */
    static void warmUp(XYPlot plot, RunSummary.Window w) {
        if (w.startSecs() > 0) {
            IntervalMarker m = new IntervalMarker(0, w.startSecs(), new Color(0xEE, 0xEE, 0xEE));
            m.setLabel("warm-up (not measured)");
            m.setLabelFont(LABEL);
            m.setLabelAnchor(RectangleAnchor.TOP_LEFT);
            m.setLabelTextAnchor(TextAnchor.TOP_LEFT);
            plot.addDomainMarker(m, Layer.BACKGROUND);
        }
    }

    /** A response-time axis in milliseconds, log scale, a labelled tick per decade. */
    static LogAxis logMillis() {
        LogAxis x = new LogAxis("ms (log scale)");
        x.setLabelFont(LABEL);
        x.setSmallestValue(0.01);
        x.setTickUnit(new NumberTickUnit(1));
        x.setMinorTickCount(9);
        x.setMinorTickMarksVisible(true);
        x.setNumberFormatOverride(new DecimalFormat("#,##0.##"));
        return x;
    }

    /** Adds (x, y), leaving a gap in the line where y is not a number. */
    static void add(XYSeries s, double x, double y) {
        s.add(x, Double.isFinite(y) ? Double.valueOf(y) : null);
    }
}
