/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

/**
 * The counter updates of the {@link CountingEngine}, one option at a time: its items' live bits and size
 * bytes (narrow lists, at most 32 options each) or their counts (wide lists). Each is a switch that falls
 * through, without a loop, for options of up to {@link CountingTables#MAX_OPTION} items (a loop was about
 * 10% slower on Sudoku collections); longer options, which only tests forcing the engine reach, loop.
 */
final class Counters {

    private Counters() {
    }

    /**
     * Takes an option out of the lists of its other items, {@code peer[a .. e)} ({@code slot << 5 | bit}):
     * returns the least of their size bytes left, 0 when an active primary item has no option left (covered
     * and secondary items' bytes never get below 64).
     */
    @SuppressWarnings("fallthrough")
    static int takePeers(byte[] sizes, int[] live, int[] peer, int a, int e) {
        int least = Integer.MAX_VALUE;
        switch (e - a) {
            case 7:
                least = Math.min(least, takeBit(sizes, live, peer[a + 6]));
            case 6:
                least = Math.min(least, takeBit(sizes, live, peer[a + 5]));
            case 5:
                least = Math.min(least, takeBit(sizes, live, peer[a + 4]));
            case 4:
                least = Math.min(least, takeBit(sizes, live, peer[a + 3]));
            case 3:
                least = Math.min(least, takeBit(sizes, live, peer[a + 2]));
            case 2:
                least = Math.min(least, takeBit(sizes, live, peer[a + 1]));
            case 1:
                least = Math.min(least, takeBit(sizes, live, peer[a]));
                break;
            case 0:
                break;
            default: // longer than the shape rule lets in: a test forcing this engine
                for (int k = a; k < e; k++) {
                    least = Math.min(least, takeBit(sizes, live, peer[k]));
                }
        }
        return least;
    }

    /**
     * Takes the bit of {@code v = slot << 5 | bit} out of the slot's live word and one off its size byte;
     * returns the byte.
     */
    static int takeBit(byte[] sizes, int[] live, int v) {
        int s = v >>> 5;
        live[s] &= ~(1 << v);
        byte b = (byte) (sizes[s] - 1);
        sizes[s] = b;
        return b & 0xFF;
    }

    static void giveBit(byte[] sizes, int[] live, int v) {
        int s = v >>> 5;
        live[s] |= 1 << v;
        sizes[s]++;
    }

    /** Undoes {@link #takePeers}. */
    @SuppressWarnings("fallthrough")
    static void givePeers(byte[] sizes, int[] live, int[] peer, int a, int e) {
        switch (e - a) {
            case 7:
                giveBit(sizes, live, peer[a + 6]);
            case 6:
                giveBit(sizes, live, peer[a + 5]);
            case 5:
                giveBit(sizes, live, peer[a + 4]);
            case 4:
                giveBit(sizes, live, peer[a + 3]);
            case 3:
                giveBit(sizes, live, peer[a + 2]);
            case 2:
                giveBit(sizes, live, peer[a + 1]);
            case 1:
                giveBit(sizes, live, peer[a]);
                break;
            case 0:
                break;
            default: // longer than the shape rule lets in: a test forcing this engine
                for (int k = a; k < e; k++) {
                    giveBit(sizes, live, peer[k]);
                }
        }
    }

    /**
     * Takes one off the count of each item of the option at {@code optSlot[t .. e)}; returns the least
     * count left (wide only: lists longer than 32, which only tests forcing the engine reach). A switch that
     * falls through does it without a loop for options of up to {@link CountingTables#MAX_OPTION} items, as
     * {@link #takePeers} does for the narrow case (a loop was 10% slower on the 17-clue Sudoku set when
     * this was the hot path).
     */
    @SuppressWarnings("fallthrough")
    static int hide(int[] count, int[] optSlot, int t, int e) {
        int least = Integer.MAX_VALUE;
        switch (e - t) {
            case 8:
                least = Math.min(least, --count[optSlot[t + 7]]);
            case 7:
                least = Math.min(least, --count[optSlot[t + 6]]);
            case 6:
                least = Math.min(least, --count[optSlot[t + 5]]);
            case 5:
                least = Math.min(least, --count[optSlot[t + 4]]);
            case 4:
                least = Math.min(least, --count[optSlot[t + 3]]);
            case 3:
                least = Math.min(least, --count[optSlot[t + 2]]);
            case 2:
                least = Math.min(least, --count[optSlot[t + 1]]);
            case 1:
                least = Math.min(least, --count[optSlot[t]]);
                break;
            default: // longer than the shape rule lets in: a test forcing this engine
                for (int k = t; k < e; k++) {
                    least = Math.min(least, --count[optSlot[k]]);
                }
        }
        return least;
    }

    /**
     * Adds {@code d} to the count of each item of the option at {@code optSlot[t .. e)}: 1 undoes
     * {@link #hide}, {@link CountingEngine#COVER} covers the items and {@code -COVER} uncovers them.
     */
    @SuppressWarnings("fallthrough")
    static void add(int[] count, int[] optSlot, int t, int e, int d) {
        switch (e - t) {
            case 8:
                count[optSlot[t + 7]] += d;
            case 7:
                count[optSlot[t + 6]] += d;
            case 6:
                count[optSlot[t + 5]] += d;
            case 5:
                count[optSlot[t + 4]] += d;
            case 4:
                count[optSlot[t + 3]] += d;
            case 3:
                count[optSlot[t + 2]] += d;
            case 2:
                count[optSlot[t + 1]] += d;
            case 1:
                count[optSlot[t]] += d;
                break;
            default: // longer than the shape rule lets in: a test forcing this engine
                for (int k = t; k < e; k++) {
                    count[optSlot[k]] += d;
                }
        }
    }
}
