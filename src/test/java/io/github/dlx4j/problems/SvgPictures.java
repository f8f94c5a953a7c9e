/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.problems;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * Reads the SVG pictures back for the tests, with the JDK's XML parser (so a picture that is not
 * well-formed XML fails), and turns path data into unit segments. Written for the tests, sharing nothing
 * with the code that draws.
 */
final class SvgPictures {

    private SvgPictures() {
    }

    /** Parses a picture, checking that it is well-formed and its root is an SVG element. */
    static Document parse(String svg) {
        try {
            DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
            f.setNamespaceAware(true);
            f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            Document doc = f.newDocumentBuilder().parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
            assertThat(doc.getDocumentElement().getLocalName()).isEqualTo("svg");
            assertThat(doc.getDocumentElement().getNamespaceURI()).isEqualTo("http://www.w3.org/2000/svg");
            return doc;
        } catch (Exception e) {
            throw new AssertionError("not well-formed SVG: " + e.getMessage() + "\n" + svg, e);
        }
    }

    /** Returns the elements of a local name whose class attribute is the given one (any class: null). */
    static List<Element> elements(Document doc, String name, String className) {
        List<Element> list = new ArrayList<>();
        NodeList nodes = doc.getElementsByTagNameNS("*", name);
        for (int k = 0; k < nodes.getLength(); k++) {
            Element e = (Element) nodes.item(k);
            if (className == null || className.equals(e.getAttribute("class"))) {
                list.add(e);
            }
        }
        return list;
    }

    /** Returns the child elements of an element with a local name. */
    static List<Element> children(Element parent, String name) {
        List<Element> list = new ArrayList<>();
        NodeList nodes = parent.getChildNodes();
        for (int k = 0; k < nodes.getLength(); k++) {
            if (nodes.item(k) instanceof Element e && name.equals(e.getLocalName())) {
                list.add(e);
            }
        }
        return list;
    }

    static int intAttribute(Element e, String name) {
        return (int) Math.round(Double.parseDouble(e.getAttribute(name)));
    }

    /**
     * Returns the segments drawn by path data made of {@code M x y}, {@code H x} and {@code V y} commands,
     * cut into pieces of length {@code unit} from {@code origin}: each as "x1,y1,x2,y2" with the smaller end
     * first, in grid coordinates ((p - origin) / unit). Fails on a segment that does not lie on the grid.
     */
    static Set<String> unitSegments(String d, int origin, int unit) {
        Set<String> set = new HashSet<>();
        Matcher m = Pattern.compile("([MHV])\\s*(-?\\d+)(?:[ ,](-?\\d+))?").matcher(d);
        int x = 0;
        int y = 0;
        while (m.find()) {
            int a = Integer.parseInt(m.group(2));
            switch (m.group(1)) {
                case "M" -> {
                    x = a;
                    y = Integer.parseInt(m.group(3));
                }
                case "H" -> {
                    for (int from = Math.min(x, a); from < Math.max(x, a); from += unit) {
                        set.add(onGrid(from, y, origin, unit) + "," + onGrid(from + unit, y, origin, unit));
                    }
                    x = a;
                }
                default -> {
                    for (int from = Math.min(y, a); from < Math.max(y, a); from += unit) {
                        set.add(onGrid(x, from, origin, unit) + "," + onGrid(x, from + unit, origin, unit));
                    }
                    y = a;
                }
            }
        }
        return set;
    }

    private static String onGrid(int x, int y, int origin, int unit) {
        assertThat((x - origin) % unit).as("x %d on the grid", x).isZero();
        assertThat((y - origin) % unit).as("y %d on the grid", y).isZero();
        return (x - origin) / unit + "," + (y - origin) / unit;
    }
}
