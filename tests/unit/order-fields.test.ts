import {
  checkOrderFields,
  COMMENT_MAX,
  filterModelName,
  isValidEmail,
  limitComment,
  MODEL_NAME_MAX,
} from '@/domain/order-fields';

describe('filterModelName', () => {
  it('keeps letters with Spanish accents, ñ, ü, digits and spaces', () => {
    expect(filterModelName('Ñandú Pingüino 2024 áéíóú ÁÉÍÓÚ')).toBe('Ñandú Pingüino 2024 áéíóú ÁÉÍÓÚ');
  });

  it('drops every other character', () => {
    expect(filterModelName('Mi <b>pad</b>! #1 @mgm ×÷ 🎮\tok')).toBe('Mi bpadb 1 mgm  ok');
  });

  it('keeps an accent typed as a combining mark on its letter', () => {
    expect(filterModelName('Drago\u0301n')).toBe('Dragón');
  });

  it('stops at the maximum length', () => {
    expect(filterModelName('a'.repeat(MODEL_NAME_MAX + 10))).toHaveLength(MODEL_NAME_MAX);
  });
});

describe('limitComment', () => {
  it('cuts the comment at its maximum', () => {
    expect(limitComment('x'.repeat(COMMENT_MAX + 1))).toHaveLength(COMMENT_MAX);
    expect(limitComment('hola\nchau')).toBe('hola\nchau');
  });
});

describe('isValidEmail', () => {
  it.each(['ana@example.com', 'a.b+c@sub.dominio.com.ar', ' ana@example.com '])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each(['', 'ana', 'ana@', '@example.com', 'ana@ex ample.com', 'ana@-example.com'])('refuses %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});

describe('checkOrderFields', () => {
  it('asks for the name and the email', () => {
    expect(checkOrderFields({ nombreModelo: '  ', email: '', comentario: '' })).toEqual({
      nombreModelo: 'required',
      email: 'required',
    });
  });

  it('refuses a malformed email', () => {
    expect(checkOrderFields({ nombreModelo: 'Pad', email: 'ana@', comentario: '' })).toEqual({ email: 'email' });
  });

  it('lets a complete order through with or without a comment', () => {
    expect(checkOrderFields({ nombreModelo: 'Pad', email: 'ana@example.com', comentario: '' })).toEqual({});
  });
});
