/**
 * Found by the fuzzer: validators that throw on odd input (validator.js's isEmail on a lone surrogate threw
 * URIError, class-validator's maxDecimalPlaces on 5e-324 a TypeError) answered 500. The validation pipe answers
 * 400 naming the field instead, and the text rule runs before it so no validator sees such text at all.
 */
import { describe, expect, it } from '@jest/globals';
import { Type } from 'class-transformer';
import { IsEmail, ValidateBy, ValidateNested } from 'class-validator';
import { FieldRule } from './field-rule.js';
import { createValidationPipe } from './validation.js';
import { DomainError } from './domain-errors.js';
import { TextRulePipe } from './text-rule.js';

class ThrowingDto {
  @ValidateBy({
    name: 'crashes',
    validator: {
      validate: () => {
        throw new TypeError('a validator bug');
      },
    },
  })
  value!: string;
}

class ContactDto {
  @IsEmail()
  email!: string;
}

class LineDto {
  @FieldRule('not_positive', (v) => typeof v === 'number' && v > 0, {
    en: 'Enter a positive number.',
    ar: 'أدخل رقمًا موجبًا.',
  })
  quantity!: number;
}

class LinesDto {
  @ValidateNested({ each: true })
  @Type(() => LineDto)
  lines!: LineDto[];
}

describe('the validation pipe', () => {
  it("names an item of a list as the deciders do (lines[1].quantity), with a rule's own code and both languages", async () => {
    const error = await createValidationPipe()
      .transform({ lines: [{ quantity: 1 }, { quantity: 0 }] }, { type: 'body', metatype: LinesDto })
      .catch((e: unknown) => e);
    expect((error as DomainError).details).toEqual([
      {
        field: 'lines[1].quantity',
        code: 'not_positive',
        message: 'Enter a positive number.',
        messageAr: 'أدخل رقمًا موجبًا.',
      },
    ]);
  });

  it('answers 400 when a validator throws instead of answering', async () => {
    const error = await createValidationPipe()
      .transform({ value: 'x' }, { type: 'body', metatype: ThrowingDto })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).kind).toBe('validation');
  });

  it('never sees a lone surrogate: the text rule before it refuses one naming the field (isEmail threw URIError)', () => {
    const body = { email: 'x\uDC00y@example.sa' };
    const before = new TextRulePipe('before');
    expect(() => before.transform(body, { type: 'body', metatype: ContactDto })).toThrow(DomainError);
    try {
      before.transform(body, { type: 'body', metatype: ContactDto });
    } catch (error) {
      expect((error as DomainError).details).toEqual([
        expect.objectContaining({ field: 'email', code: 'textCharacters' }),
      ]);
    }
  });

  it('leaves line breaks to the stage after validation, which knows the multi-line fields', () => {
    const body = { email: 'a\nb' };
    expect(new TextRulePipe('before').transform(body, { type: 'body', metatype: ContactDto })).toBe(body);
    expect(() => new TextRulePipe('after').transform(body, { type: 'body', metatype: ContactDto })).toThrow(
      DomainError,
    );
  });
});
