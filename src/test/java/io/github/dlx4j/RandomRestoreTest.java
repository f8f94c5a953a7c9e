/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import static io.github.dlx4j.RestoreInvariantTest.assertRestored;
import static org.assertj.core.api.Assertions.assertThatCode;

import io.github.dlx4j.testing.ProblemSpec;
import io.github.dlx4j.testing.KnuthDump;
import io.github.dlx4j.testing.Seeded;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The restore invariant on random problems: searches ended in every way (with an option selected or not),
 * and random nested sequences of covers and selections, each undone and compared with the snapshot taken
 * before it. A failure names the seeds, the steps, and prints the problem in Knuth's format.
 */
class RandomRestoreTest {

    @Test
    void search_randomProblemsEndedForEachReason_restoreMatrix() {
        String[] reasons = {"complete", "stop", "throw", "limit", "nodes", "updates", "cancel", "interrupt",
            "stream", "seeded", "progress", "estimate", "split", "subproblem"};
        Seeded.repeat("RandomRestoreTest.search_randomProblemsEndedForEachReason_restoreMatrix", 0x5EED_0301L, 2000,
                (round, rnd) -> {
                    ProblemSpec spec = ProblemSpec.random(rnd, 9, 4, 16);
                    DancingLinks dl = new DancingLinks(spec.toProblem());
                    int[][] original = dl.snapshot();
                    List<Integer> selected = new ArrayList<>();
                    if (spec.options.length > 0 && rnd.nextBoolean()) {
                        int o = rnd.nextInt(spec.options.length);
                        dl.select(o);
                        selected.add(o);
                    }
                    int[][] before = dl.snapshot();
                    String reason = reasons[rnd.nextInt(reasons.length)];
                    int at = 1 + rnd.nextInt(4);
                    String context = KnuthDump.dump("problem " + round + ", selected " + selected + ", ended by "
                            + reason + " at " + at, dl.problem());
                    endSearch(dl, reason, at, rnd);
                    Thread.interrupted();
                    assertRestored(dl, before, context);
                    for (int o : selected) {
                        dl.deselect(o);
                    }
                    assertRestored(dl, original, context + " after deselect");
                });
    }

    private static void endSearch(DancingLinks dl, String reason, int at, Random rnd) {
        int[] calls = new int[1];
        AtomicBoolean flag = new AtomicBoolean();
        switch (reason) {
            case "complete":
                dl.search(s -> Decision.CONTINUE);
                break;
            case "stop":
                dl.search(s -> ++calls[0] == at ? Decision.STOP : Decision.CONTINUE);
                break;
            case "throw":
                try {
                    dl.search(s -> {
                        if (++calls[0] == at) {
                            throw new IllegalStateException("thrown by the visitor");
                        }
                        return Decision.CONTINUE;
                    });
                } catch (IllegalStateException expected) {
                    // the search ends by the visitor's exception
                }
                break;
            case "limit":
                dl.search(SearchSettings.builder().solutionLimit(at).build(), s -> Decision.CONTINUE);
                break;
            case "nodes":
                dl.search(SearchSettings.builder().nodeBudget(1 + rnd.nextInt(20)).build(), s -> Decision.CONTINUE);
                break;
            case "updates":
                dl.search(SearchSettings.builder().updateBudget(1 + rnd.nextInt(60)).build(), s -> Decision.CONTINUE);
                break;
            case "cancel":
                dl.search(SearchSettings.builder().cancelFlag(flag).build(), s -> {
                    flag.set(++calls[0] >= at);
                    return Decision.CONTINUE;
                });
                break;
            case "interrupt":
                dl.search(s -> {
                    if (++calls[0] == at) {
                        Thread.currentThread().interrupt();
                    }
                    return Decision.CONTINUE;
                });
                break;
            case "stream":
                try (Stream<Solution> stream = dl.solutions()) {
                    stream.limit(at).forEach(s -> { });
                }
                break;
            case "seeded":
                dl.search(SearchSettings.builder().seed(rnd.nextLong()).solutionLimit(at).build(),
                        s -> Decision.CONTINUE);
                break;
            case "progress":
                try {
                    dl.search(SearchSettings.builder().progress(progress -> {
                        if (++calls[0] == at) {
                            throw new IllegalStateException("thrown by the progress listener");
                        }
                    }, 1).build(), s -> Decision.CONTINUE);
                } catch (IllegalStateException expected) {
                    // the search ends by the listener's exception
                }
                break;
            case "estimate":
                dl.estimate(at, rnd.nextLong());
                break;
            case "split":
                dl.split(at);
                break;
            default:
                List<Subproblem> pieces = dl.split(1);
                if (!pieces.isEmpty()) {
                    Subproblem piece = pieces.get(rnd.nextInt(pieces.size()));
                    dl.search(piece, SearchSettings.builder().solutionLimit(at).build(), s -> Decision.CONTINUE);
                }
                break;
        }
    }

    @Test
    void coverUncover_randomNestedSequences_restoreExactly() {
        Seeded.repeat("RandomRestoreTest.coverUncover_randomNestedSequences_restoreExactly", 0x5EED_0302L, 500,
                (round, rnd) -> {
                    ProblemSpec spec = ProblemSpec.random(rnd, 10, 5, 20);
                    if (spec.itemCount() == 0) {
                        return;
                    }
                    DancingLinks dl = new DancingLinks(spec.toProblem());
                    // A stack of covers and selections; each entry keeps the snapshot taken before it.
                    List<int[]> ops = new ArrayList<>(); // {0, item} for cover, {1, option} for select
                    List<int[][]> snapshots = new ArrayList<>();
                    StringBuilder log = new StringBuilder();
                    for (int step = 0; step < 60; step++) {
                        String context = KnuthDump.dump("problem " + round + ", after" + log, dl.problem());
                        int choice = rnd.nextInt(5);
                        if (choice < 2 || ops.isEmpty() && choice < 4) {
                            int item = rnd.nextInt(spec.itemCount());
                            if (dl.isActive(item)) {
                                snapshots.add(dl.snapshot());
                                dl.cover(item);
                                ops.add(new int[] {0, item});
                                log.append(" cover(").append(item).append(')');
                            }
                        } else if (choice < 4 && spec.options.length > 0) {
                            int option = rnd.nextInt(spec.options.length);
                            int[][] before = dl.snapshot();
                            try {
                                dl.select(option);
                                snapshots.add(before);
                                ops.add(new int[] {1, option});
                                log.append(" select(").append(option).append(')');
                            } catch (IllegalStateException conflict) {
                                assertRestored(dl, before, context + " rejected select(" + option + ")");
                            }
                        } else if (choice == 4 && !ops.isEmpty()) {
                            int[] op = ops.remove(ops.size() - 1);
                            if (op[0] == 0) {
                                dl.uncover(op[1]);
                                log.append(" uncover(").append(op[1]).append(')');
                            } else {
                                dl.deselect(op[1]);
                                log.append(" deselect(").append(op[1]).append(')');
                            }
                            assertRestored(dl, snapshots.remove(snapshots.size() - 1), context + log);
                        }
                        assertThatCode(dl::checkLinks).as(context).doesNotThrowAnyException();
                    }
                    while (!ops.isEmpty()) {
                        int[] op = ops.remove(ops.size() - 1);
                        if (op[0] == 0) {
                            dl.uncover(op[1]);
                        } else {
                            dl.deselect(op[1]);
                        }
                        assertRestored(dl, snapshots.remove(snapshots.size() - 1), KnuthDump.dump("problem " + round
                                + ", undoing the rest after" + log, dl.problem()));
                    }
                });
    }
}
