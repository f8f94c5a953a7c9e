/* SPDX-License-Identifier: Apache-2.0 */
package io.github.dlx4j.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * {@code --svg FILE}: also draws the solutions a command prints as an SVG picture in FILE: one solution as
 * it is, several side by side on one sheet (as nested {@code <svg>} elements, in the order printed).
 */
final class SvgFile {

    static final String OPTION = "--svg";

    /** The space between and around the pictures of a sheet, in pixels. */
    static final int GAP = 12;

    /** The root element of a builder's picture, with its size. */
    private static final Pattern ROOT = Pattern.compile("^<svg [^>]*?width=\"(\\d+)\" height=\"(\\d+)\"");

    private final String file;
    private final List<String> pictures = new ArrayList<>();

    private SvgFile(String file) {
        this.file = file;
    }

    /** Returns the option's definition for a command's help. */
    static OptionDef def(String what) {
        return OptionDef.value(OPTION, "FILE", "also draw " + what + " as an SVG picture in FILE");
    }

    /**
     * Returns the picture file the arguments ask for, or null when {@code --svg} is not given.
     *
     * @param contradicting options that print no solution to draw: giving one with {@code --svg} is an error
     */
    static SvgFile of(Arguments args, String... contradicting) throws CliException {
        if (!args.has(OPTION)) {
            return null;
        }
        for (String o : contradicting) {
            if (args.has(o)) {
                throw CliException.usage("options '" + OPTION + "' and '" + o + "' contradict each other (" + OPTION
                        + " draws the solutions printed)");
            }
        }
        String file = args.value(OPTION).orElseThrow();
        if ("-".equals(file)) {
            throw CliException.usage("option '" + OPTION + "' needs a file name (standard output carries the"
                    + " answers)");
        }
        CliException.checkWritable(file); // before the search, not after it
        return new SvgFile(file);
    }

    /** Adds a picture (a builder's SVG document); called from the thread that prints. */
    synchronized void add(String svg) {
        pictures.add(svg);
    }

    /** Writes the pictures added; when there is none, says so on standard error and writes nothing. */
    synchronized void write(Io io, String command) throws CliException {
        if (pictures.isEmpty()) {
            io.err().println("dlx4j " + command + ": nothing to draw; '" + file + "' not written");
            return;
        }
        CliException.writeFile(file, pictures.size() == 1 ? pictures.get(0) : sheet(pictures));
    }

    /** Returns one SVG document with the pictures in rows, about as many columns as rows. */
    static String sheet(List<String> pictures) {
        int width = 0;
        int height = 0;
        for (String p : pictures) {
            Matcher m = ROOT.matcher(p);
            if (!m.find()) {
                throw new IllegalArgumentException("not a picture of a builder: " + p.substring(0, 40));
            }
            width = Math.max(width, Integer.parseInt(m.group(1)));
            height = Math.max(height, Integer.parseInt(m.group(2)));
        }
        int columns = (int) Math.ceil(Math.sqrt(pictures.size()));
        int rows = (pictures.size() + columns - 1) / columns;
        long sheetWidth = (long) columns * (width + GAP) + GAP;
        long sheetHeight = (long) rows * (height + GAP) + GAP;
        StringBuilder sb = new StringBuilder();
        sb.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"").append(sheetWidth).append("\" height=\"")
                .append(sheetHeight).append("\" viewBox=\"0 0 ").append(sheetWidth).append(' ').append(sheetHeight)
                .append("\">\n<rect width=\"").append(sheetWidth).append("\" height=\"").append(sheetHeight)
                .append("\" fill=\"#ffffff\"/>\n");
        for (int k = 0; k < pictures.size(); k++) {
            int x = GAP + (k % columns) * (width + GAP);
            int y = GAP + (k / columns) * (height + GAP);
            sb.append("<svg x=\"").append(x).append("\" y=\"").append(y).append("\" ")
                    .append(pictures.get(k).substring("<svg ".length()));
        }
        return sb.append("</svg>\n").toString();
    }
}
