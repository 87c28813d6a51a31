package io.tpcbench.workload;

import java.util.List;

/**
 * A workload's words on its report page over its closing lines: the opening and the closing block
 * stay those of the text it was made from (the summary's), the page's parts are the subclass's.
 */
public abstract class PageText implements SummaryText {
    private final SummaryText closing;

    protected PageText(SummaryText closing) {
        this.closing = closing;
    }

    @Override
    public List<String> opening(Overview o) {
        return closing.opening(o);
    }

    @Override
    public List<String> block() {
        return closing.block();
    }
}
