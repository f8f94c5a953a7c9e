/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

/**
 * Knuth's links for the minimum-cost search ({@code DLX5}): the links of Algorithm C with a net cost on
 * every node, each item's lists sorted cheapest first ({@link CostLists}), and covers that leave alone the
 * options too dear to matter. A handle is a node.
 *
 * <p>Layout (Knuth's): nodes {@code 0..n} are the item headers ({@code 0} unused), then a spacer, then each
 * option's nodes followed by a spacer. A spacer's {@code itm} is {@code -(option + 1)} for the option before
 * it ({@code 0} for the first), its {@code up} the first node of the option before it, its {@code down} the
 * last node of the option after it.
 */
final class CostLinks extends CostLists {

    /**
     * The nodes, four ints each, Knuth's struct in one array (12% faster than four arrays on pentominoes): node
     * {@code p} (a multiple of 4; item {@code h}'s header is {@code 4 * h}) has its {@code up} and
     * {@code down} neighbours at {@code nd[p + UP]} and {@code nd[p + DOWN]}, its item at
     * {@code nd[p + ITM]} and its color at {@code nd[p + COLOR]}: 0 for none, -1 while its option has been
     * cleansed by the color chosen.
     */
    final int[] nd;
    static final int UP = 0;
    static final int DOWN = 1;
    static final int ITM = 2;
    static final int COLOR = 3;
    /** A node's net cost, at {@code p >> 2}: its option's cost less the taxes. */
    final long[] cost;
    /** A node's option, at {@code p >> 2}. */
    private final int[] optionAt;
    /** The first node that is not an item header. */
    final int firstNode;
    /** Each option's first node. */
    private final int[] optionFirst;
    /** A primary item's list length, options too dear to have been hidden included. */
    final int[] len;

    CostLinks(ExactCoverProblem problem) {
        super(problem);
        int options = problem.optionCount();
        int[] colors = problem.optionColorArray();
        int total = size;
        nd = new int[4 * total];
        cost = new long[total];
        optionAt = new int[total];
        firstNode = 4 * (n + 1);
        len = new int[primaries + 1];
        // Node positions: option o's nodes start at first[o], in the option's own item order.
        int[] first = new int[options];
        optionFirst = first;
        int x = firstNode; // the first spacer
        for (int o = 0; o < options; o++) {
            first[o] = x + 4;
            for (int k = start[o]; k < start[o + 1]; k++) {
                x += 4;
                nd[x + ITM] = items[k];
                nd[x + COLOR] = colors == null ? 0 : colors[k];
                cost[x >> 2] = net[o];
                optionAt[x >> 2] = o;
            }
            x += 4; // the spacer after option o
            nd[x + ITM] = -(o + 1);
            nd[x + UP] = first[o];
            nd[first[o] - 4 + DOWN] = x - 4;
        }
        for (int h = 0; h <= n; h++) {
            nd[4 * h + UP] = 4 * h;
            nd[4 * h + DOWN] = 4 * h;
        }
        // Each item's list cheapest first, options of equal cost in the problem's order.
        for (int o : byNetCost()) {
            for (int q = first[o], k = start[o]; k < start[o + 1]; q += 4, k++) {
                int h = nd[q + ITM];
                int bottom = nd[4 * h + UP];
                nd[bottom + DOWN] = q;
                nd[q + UP] = bottom;
                nd[q + DOWN] = 4 * h;
                nd[4 * h + UP] = q;
                if (h <= primaries) {
                    len[h]++;
                }
            }
        }
    }

    @Override
    int first(int k) {
        int p = nd[4 * k + DOWN];
        return p >= firstNode ? p : -1;
    }

    @Override
    int next(int k, int p) {
        int q = nd[p + DOWN];
        return q >= firstNode ? q : -1;
    }

    @Override
    long cost(int p) {
        return cost[p >> 2];
    }

    @Override
    int option(int p) {
        return optionAt[p >> 2];
    }

    /** What {@link #prepareSurvey} said. */
    private long surveyRoom;

    @Override
    void prepareSurvey(long room) {
        surveyRoom = room;
    }

    @Override
    long survey(int k, int t) {
        final long room = surveyRoom;
        int head = nd[4 * k + DOWN];
        if (head < firstNode) {
            return -1;
        }
        if (cost[head >> 2] >= room) {
            return -1;
        }
        int s = 1;
        for (int p = nd[head + DOWN];; p = nd[p + DOWN], s++) {
            if (p < firstNode || cost[p >> 2] >= room) {
                break;
            }
            if (s == t) {
                s = Integer.MAX_VALUE; // a usable option more than the best so far
                break;
            }
            if (s >= CostEngine.LOOKAHEAD) {
                s = len[k];
                break;
            }
        }
        return (long) s << 32 | head;
    }

    @Override
    void cover(int c, long thresh) {
        unlink(c);
        updates++;
        for (int rr = nd[4 * c + DOWN]; rr >= firstNode; rr = nd[rr + DOWN]) {
            if (cost[rr >> 2] >= thresh) {
                break;
            }
            hide(rr);
        }
    }

    /** Undoes {@link #cover} with the same threshold (going down again does no harm, as Knuth shows). */
    @Override
    void uncover(int c, long thresh) {
        for (int rr = nd[4 * c + DOWN]; rr >= firstNode; rr = nd[rr + DOWN]) {
            if (cost[rr >> 2] >= thresh) {
                break;
            }
            unhide(rr);
        }
        relink(c);
    }

    /** Removes the other nodes of {@code rr}'s option from their lists, except those cleansed. */
    private void hide(int rr) {
        final int[] nd = this.nd;
        long u = 0;
        for (int nn = rr + 4; nn != rr;) {
            if (nd[nn + COLOR] >= 0) {
                int uu = nd[nn + UP];
                int cc = nd[nn + ITM];
                if (cc <= 0) {
                    nn = uu;
                    continue;
                }
                int dd = nd[nn + DOWN];
                nd[uu + DOWN] = dd;
                nd[dd + UP] = uu;
                u++;
                if (cc <= primaries) {
                    len[cc]--;
                }
            }
            nn += 4;
        }
        updates += u;
    }

    private void unhide(int rr) {
        final int[] nd = this.nd;
        for (int nn = rr + 4; nn != rr;) {
            if (nd[nn + COLOR] >= 0) {
                int uu = nd[nn + UP];
                int cc = nd[nn + ITM];
                if (cc <= 0) {
                    nn = uu;
                    continue;
                }
                int dd = nd[nn + DOWN];
                nd[uu + DOWN] = nn;
                nd[dd + UP] = nn;
                if (cc <= primaries) {
                    len[cc]++;
                }
            }
            nn += 4;
        }
    }

    /**
     * Node {@code p} gives its secondary item a color: hides the item's options of net cost below
     * {@code thresh} that give it another, and marks those that give it the same as cleansed.
     */
    void purify(int p, long thresh) {
        int cc = nd[p + ITM];
        int x = nd[p + COLOR];
        cleansings++;
        for (int rr = nd[4 * cc + DOWN]; rr >= firstNode; rr = nd[rr + DOWN]) {
            if (cost[rr >> 2] >= thresh) {
                break;
            }
            if (nd[rr + COLOR] != x) {
                hide(rr);
            } else if (rr != p) {
                cleansings++;
                nd[rr + COLOR] = -1;
            }
        }
    }

    void unpurify(int p, long thresh) {
        int cc = nd[p + ITM];
        int x = nd[p + COLOR];
        for (int rr = nd[4 * cc + DOWN]; rr >= firstNode; rr = nd[rr + DOWN]) {
            if (cost[rr >> 2] >= thresh) {
                break;
            }
            if (nd[rr + COLOR] < 0) {
                nd[rr + COLOR] = x;
            } else if (rr != p) {
                unhide(rr);
            }
        }
    }

    @Override
    void coverOthers(int p, long thresh) {
        for (int pp = p + 4; pp != p;) {
            int cc = nd[pp + ITM];
            if (cc <= 0) {
                pp = nd[pp + UP];
            } else {
                int x = nd[pp + COLOR];
                if (x == 0) {
                    cover(cc, thresh);
                } else if (x > 0) {
                    purify(pp, thresh);
                }
                pp += 4;
            }
        }
    }

    /** Undoes {@link #coverOthers}, right to left: the reverse order restores each list as it was. */
    @Override
    void uncoverOthers(int p, long thresh) {
        for (int pp = p - 4; pp != p;) {
            int cc = nd[pp + ITM];
            if (cc <= 0) {
                pp = nd[pp + DOWN];
            } else {
                int x = nd[pp + COLOR];
                if (x == 0) {
                    uncover(cc, thresh);
                } else if (x > 0) {
                    unpurify(pp, thresh);
                }
                pp -= 4;
            }
        }
    }

    @Override
    long priced(int p, long[] price, int[] stamp, int gen) {
        long sum = 0;
        for (int r = p + 4; r != p;) {
            int h = nd[r + ITM];
            if (h <= 0) {
                r = nd[r + UP];
                continue;
            }
            if (h <= primaries && stamp[h] == gen) {
                sum += price[h];
            }
            r += 4;
        }
        return sum;
    }

    @Override
    int handle(int o, int k) {
        for (int q = optionFirst[o]; nd[q + ITM] > 0; q += 4) {
            if (nd[q + ITM] == k) {
                return q;
            }
        }
        return -1;
    }
}
