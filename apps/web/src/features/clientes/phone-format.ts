/** "+34600111222" → "+34 600 111 222" (Spanish numbers); any other number as stored (E.164). */
export function formatPhone(e164: string): string {
  const spanish = /^\+34(\d{3})(\d{3})(\d{3})$/.exec(e164);
  return spanish ? `+34 ${spanish[1]} ${spanish[2]} ${spanish[3]}` : e164;
}
