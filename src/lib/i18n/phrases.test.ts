import { describe, expect, it } from 'vitest';
import { phrases } from './phrases.ts';

describe('phrases', () => {
  it('cuts Thai only at its spaces, so a loanword like แชท is never split', () => {
    expect(phrases('สแกนด้วย WeChat เพื่อแชทกับเรา', 'th')).toEqual(['สแกนด้วย', 'WeChat', 'เพื่อแชทกับเรา']);
    expect(phrases('ฝ่ายบริการ', 'th')).toEqual(['ฝ่ายบริการ']);
  });

  it('leaves other languages whole, to the browser', () => {
    expect(phrases('Scan with WeChat to chat with us', 'en')).toEqual(['Scan with WeChat to chat with us']);
  });
});
