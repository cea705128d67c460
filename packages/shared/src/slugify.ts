/** ASCII kebab-case from any Latin text: "Île-de-France" -> "ile-de-france", "İstanbul" -> "istanbul". */
export function slugify(text: string): string {
  return text
    .replace(/ı/g, 'i')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
