/** The API secret field's value, read once at the submit and cleared from the field at once: no state ever holds it. */
export function takeSecret(field: HTMLInputElement | null): string {
  if (!field) return '';
  const secret = field.value;
  field.value = '';
  return secret;
}
