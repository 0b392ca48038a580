// Extended_Pictographic minus Latin-1: © and ® are ordinary text characters in the 32-255 range.
const PICTOGRAPH = String.raw`(?![\u0000-\u00FF])\p{Extended_Pictographic}`;
const MODIFIER = String.raw`[\u{1F3FB}-\u{1F3FF}\uFE0E\uFE0F\u20E3\u{E0020}-\u{E007F}]`;
const KEYCAP = String.raw`[0-9#*]\uFE0F?\u20E3`;
const FLAG = String.raw`\p{Regional_Indicator}{1,2}`;
const SEQUENCE = `${PICTOGRAPH}${MODIFIER}*(?:\\u200D${PICTOGRAPH}${MODIFIER}*)*`;

// A joiner (U+200D) is removed only inside an emoji sequence: Indic scripts use it in plain text.
const EMOJI = new RegExp(`${KEYCAP}|${FLAG}|${SEQUENCE}|${MODIFIER}`, 'gu');

export function stripEmoji(text: string): string {
  return replaceEmoji(text, '');
}

/** Each emoji (a whole sequence: skin tone, joiners, keycaps, flags) replaced by `by`. */
export function replaceEmoji(text: string, by: string): string {
  return text.replace(EMOJI, by);
}
