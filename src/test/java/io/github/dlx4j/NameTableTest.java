/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.dlx4j.testing.Seeded;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The parser's name table against a {@link HashMap}, with names whose {@code String.hashCode} collide. */
class NameTableTest {

    @Test
    void addAndFind_randomNames_agreeWithHashMap() {
        Seeded.repeat("NameTableTest.addAndFind_randomNames_agreeWithHashMap", 0x5EED_1503L, 20, (round, rnd) -> {
            NameTable table = new NameTable();
            Map<String, Integer> oracle = new HashMap<>();
            List<String> tried = new ArrayList<>();
            for (int k = 0; k < 3000; k++) {
                // "Aa" and "BB" have one String.hashCode, so do all strings made of them; the short names of
                // a small alphabet collide and cluster too.
                StringBuilder sb = new StringBuilder();
                for (int j = 1 + rnd.nextInt(rnd.nextBoolean() ? 3 : 12); j > 0; j--) {
                    String piece = rnd.nextBoolean() ? "Aa" : "BB";
                    sb.append(rnd.nextBoolean() ? piece : String.valueOf((char) ('!' + rnd.nextInt(8))));
                }
                String name = sb.toString();
                tried.add(name);
                char[] chars = (name + "#junk").toCharArray(); // only the first name.length() chars count
                Integer expected = oracle.get(name);
                assertThat(table.find(chars, name.length())).as(name).isEqualTo(expected == null ? -1 : expected);
                assertThat(table.add(chars, name.length())).as(name).isEqualTo(expected == null ? -1 : expected);
                oracle.putIfAbsent(name, oracle.size());
                assertThat(table.size()).isEqualTo(oracle.size());
            }
            for (String name : tried) {
                assertThat(table.find(name.toCharArray(), name.length())).as(name).isEqualTo(oracle.get(name));
            }
            assertThat(table.find("absent name".toCharArray(), 11)).isEqualTo(-1);
        });
    }
}
