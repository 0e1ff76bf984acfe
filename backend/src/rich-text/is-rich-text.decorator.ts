// PLACEHOLDER until branch `richtext` (contract C1) is merged: on merge, take richtext's file.
import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { registerDecorator } from 'class-validator';
import { cleanRichText } from './rich-text.js';

export function IsRichText(): PropertyDecorator {
  return applyDecorators(ApiProperty({ type: 'object', additionalProperties: true }), (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'isRichText',
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message: 'body must be a rich-text document' },
      validator: {
        validate(value: unknown) {
          try {
            cleanRichText(value);
            return true;
          } catch {
            return false;
          }
        },
      },
    }),
  );
}
