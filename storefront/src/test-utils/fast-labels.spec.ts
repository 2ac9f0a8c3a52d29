import { afterEach, describe, expect, it } from 'vitest';

// The tests' setup has replaced jsdom's `labels` (fast-labels.ts). These are the HTML standard's answers, and jsdom's
// own `labels` gives the same (this file passes without the replacement).
const labelTexts = (id: string) => [...(document.getElementById(id) as HTMLInputElement).labels!].map((l) => l.id);

afterEach(() => {
  document.body.innerHTML = '';
});

describe('form controls’ labels in the tests', () => {
  it('finds a label naming the control by id and one wrapping it, in the page’s order', () => {
    document.body.innerHTML = `
      <label id="wrap">Price <input id="price"></label>
      <label id="after" for="price">Price in SAR</label>`;
    expect(labelTexts('price')).toEqual(['wrap', 'after']);
    document.body.insertAdjacentHTML('afterbegin', '<label id="before" for="price">Before</label>');
    expect(labelTexts('price')).toEqual(['before', 'wrap', 'after']);
  });

  it('gives a wrapping label only to its first control, and none to a label naming another control', () => {
    document.body.innerHTML = `
      <label id="both"><input id="first"><input id="second"></label>
      <label id="elsewhere" for="first"><input id="third"></label>`;
    expect(labelTexts('first')).toEqual(['both', 'elsewhere']);
    expect(labelTexts('second')).toEqual([]);
    expect(labelTexts('third')).toEqual([]);
  });

  it('labels nothing by an id that is not a form control’s, or by an empty one', () => {
    document.body.innerHTML = `
      <label id="to-div" for="box">Box</label><div id="box"></div>
      <label id="empty" for=""><input id="inside"></label>
      <input id="box2"><label for='box2"x'>odd</label>`;
    expect(labelTexts('inside')).toEqual([]);
    expect(labelTexts('box2')).toEqual([]);
  });

  it('answers null for a hidden input, which no label labels, and covers buttons, selects and text areas', () => {
    document.body.innerHTML = `
      <input type="hidden" id="secret">
      <label id="b" for="go">Go</label><button id="go"></button>
      <label id="s">Size <select id="size"></select></label>
      <label id="t" for="note">Note</label><textarea id="note"></textarea>`;
    expect((document.getElementById('secret') as HTMLInputElement).labels).toBeNull();
    expect(labelTexts('go')).toEqual(['b']);
    expect(labelTexts('size')).toEqual(['s']);
    expect(labelTexts('note')).toEqual(['t']);
  });
});
