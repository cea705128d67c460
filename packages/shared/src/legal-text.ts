import type { StaticPageText } from './contracts/catalogue-admin';

type Sections = StaticPageText['sections'];

const HEADING = /^##\s+(.*)$/;

/**
 * A legal page's sections as one text an admin writes: each section starts with a line "## Heading",
 * its paragraphs follow, separated by blank lines. Text before the first heading belongs to no
 * section and is dropped by `sectionsFromText`, so the editor warns about it rather than losing it.
 */
export function textFromSections(sections: Sections): string {
  return sections.map((section) => [`## ${section.title}`, ...section.paragraphs].join('\n\n')).join('\n\n');
}

/** The sections of a text written as `textFromSections` writes it. */
export function sectionsFromText(text: string): Sections {
  const sections: Sections = [];
  for (const block of text.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    // Lines of one block make one paragraph; a blank line starts the next; a heading, a section.
    let startsParagraph = true;
    for (const line of block.split('\n').map((part) => part.trim())) {
      if (!line) continue;
      const heading = HEADING.exec(line);
      if (heading) {
        sections.push({ title: heading[1]!.trim(), paragraphs: [] });
        startsParagraph = true;
        continue;
      }
      const current = sections.at(-1);
      if (!current) continue;
      if (startsParagraph) current.paragraphs.push(line);
      else current.paragraphs[current.paragraphs.length - 1] += ` ${line}`;
      startsParagraph = false;
    }
  }
  return sections;
}

/** Whether the text has words before its first heading (they belong to no section). */
export const hasTextBeforeFirstHeading = (text: string) => {
  const first = text.trim().split('\n')[0] ?? '';
  return text.trim() !== '' && !HEADING.test(first.trim());
};
