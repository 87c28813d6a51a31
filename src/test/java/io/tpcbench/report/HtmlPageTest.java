package io.tpcbench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Pages are self-contained and every text in them is escaped. */
class HtmlPageTest {
    @Test
    void textIsEscaped() {
        assertEquals("&lt;b&gt; &amp; &quot;x&quot; &#39;y&#39;", HtmlPage.esc("<b> & \"x\" 'y'"));
        String page = new HtmlPage("<t>")
                .table(List.of("<h>"), List.of(List.of("<script>")), false)
                .render();
        assertTrue(page.contains("<td>&lt;script&gt;</td>"), page);
        assertFalse(page.contains("<script>"), page);
    }

    @Test
    void verdictCellsCarryTheirColourClass() {
        String page = new HtmlPage("t")
                .table(List.of("v"), List.of(List.of("PASS"), List.of("FAIL"), List.of("N/A")), false)
                .render();
        assertTrue(
                page.contains("<td class=\"pass\">PASS</td>")
                        && page.contains("<td class=\"fail\">FAIL</td>")
                        && page.contains("<td class=\"na\">N/A</td>"),
                page);
    }

    @Test
    void thePageFetchesNothing() {
        String page = new HtmlPage("t").paragraph("p").render();
        assertTrue(page.contains("<style>"), "the style is inlined");
        assertFalse(page.contains("<link") || page.contains("src=") || page.contains("http"), page);
    }
}
