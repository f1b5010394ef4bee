import { describe, expect, it } from 'vitest';
import { isUuid } from './ids';

describe('isUuid', () => {
  it.each([
    ['0b9d2c7e-5f1a-4c3b-9e8d-7a6b5c4d3e2f', true],
    ['0B9D2C7E-5F1A-4C3B-9E8D-7A6B5C4D3E2F', true],
    ['0b9d2c7e5f1a4c3b9e8d7a6b5c4d3e2f', false],
    ['------------------------------------', false],
    ['0b9d2c7e-5f1a-4c3b-9e8d-7a6b5c4d3e2g', false],
    [' 0b9d2c7e-5f1a-4c3b-9e8d-7a6b5c4d3e2f', false],
    ['', false],
    ['1', false],
  ])('%j → %s', (value, expected) => {
    expect(isUuid(value)).toBe(expected);
  });
});
