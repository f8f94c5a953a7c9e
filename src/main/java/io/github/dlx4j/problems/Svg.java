/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.problems;

import java.util.Locale;

/**
 * Writes the SVG pictures of the builders' results: a document of a given size in user units (pixels), with
 * a white background, filled rectangles, lines and text. The root element is always written as
 * {@code <svg xmlns="..." width="W" height="H" viewBox="0 0 W H">}, so that a sheet can place documents side
 * by side as nested {@code <svg>} elements.
 */
final class Svg {

    private final StringBuilder sb = new StringBuilder(1 << 12);

    /** Starts a document of the given size, with a white background and a title. */
    Svg(int width, int height, String title) {
        sb.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"").append(width).append("\" height=\"")
                .append(height).append("\" viewBox=\"0 0 ").append(width).append(' ').append(height).append("\">\n");
        sb.append("<title>").append(escape(title)).append("</title>\n");
        sb.append("<rect width=\"").append(width).append("\" height=\"").append(height)
                .append("\" fill=\"#ffffff\"/>\n");
    }

    /** Appends raw markup (already escaped). */
    Svg raw(String markup) {
        sb.append(markup);
        return this;
    }

    /** Appends a rectangle without attributes of its own (it takes those of its group). */
    Svg rect(int x, int y, int width, int height) {
        sb.append("<rect x=\"").append(x).append("\" y=\"").append(y).append("\" width=\"").append(width)
                .append("\" height=\"").append(height).append("\"/>\n");
        return this;
    }

    /** Appends a text centred on a point. */
    Svg text(int x, int y, String text, String attributes) {
        sb.append("<text x=\"").append(x).append("\" y=\"").append(y).append("\" ").append(attributes).append('>')
                .append(escape(text)).append("</text>\n");
        return this;
    }

    /** Ends the document and returns it. */
    String finish() {
        return sb.append("</svg>\n").toString();
    }

    /** Returns text with the characters that XML reserves escaped. */
    static String escape(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (int k = 0; k < text.length(); k++) {
            char ch = text.charAt(k);
            switch (ch) {
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '&' -> out.append("&amp;");
                case '"' -> out.append("&quot;");
                case '\'' -> out.append("&apos;");
                default -> out.append(ch < 0x20 && ch != '\t' && ch != '\n' ? '?' : ch);
            }
        }
        return out.toString();
    }

    /**
     * Returns the color of the k-th of several things, as {@code #rrggbb}: hues a golden angle apart (so
     * neighbours in the list differ most), lightness alternating between two levels.
     */
    static String color(int k) {
        double hue = (k * 137.50776405) % 360;
        double saturation = 0.62;
        double lightness = k % 2 == 0 ? 0.62 : 0.74;
        double chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
        double h = hue / 60;
        double x = chroma * (1 - Math.abs(h % 2 - 1));
        double[] rgb = h < 1 ? new double[] {chroma, x, 0} : h < 2 ? new double[] {x, chroma, 0}
                : h < 3 ? new double[] {0, chroma, x} : h < 4 ? new double[] {0, x, chroma}
                : h < 5 ? new double[] {x, 0, chroma} : new double[] {chroma, 0, x};
        double m = lightness - chroma / 2;
        return String.format(Locale.ROOT, "#%02x%02x%02x", Math.round((rgb[0] + m) * 255),
                Math.round((rgb[1] + m) * 255), Math.round((rgb[2] + m) * 255));
    }
}
