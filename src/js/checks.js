// The pieces the generated checks of a parsed answer are made of (each
// operations module is made from them: generated/operations/): what the
// core's validator checks of an answer, read off the value `JSON.parse`
// made. A number is judged as the value it parsed to.

const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);

export const checks = {
  isObject,
  isString: (v) => typeof v === 'string',
  isBoolean: (v) => typeof v === 'boolean',
  isNumber: (v) => typeof v === 'number',
  isInteger: Number.isInteger,
  isAny: () => true,
  isArrayOf: (v, item) => Array.isArray(v) && v.every((each) => item(each)),
  isMapOf: (v, item) => isObject(v) && Object.values(v).every((each) => item(each)),
  nullOr: (v, is) => v === null || is(v),
  absentOr: (v, is) => v === undefined || is(v),
  absentNullOr: (v, is) => v == null || is(v),
};
