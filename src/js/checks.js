// The pieces the generated checks of a parsed answer are made of
// (generated/records/): what the core's validator checks of an answer,
// read off the value `JSON.parse` made. A number is judged as the value it
// parsed to.

export const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
export const isString = (v) => typeof v === 'string';
export const isBoolean = (v) => typeof v === 'boolean';
export const isNumber = (v) => typeof v === 'number';
export const isInteger = Number.isInteger;
export const isAny = () => true;
export const isArrayOf = (v, item) => Array.isArray(v) && v.every((each) => item(each));
export const isMapOf = (v, item) => isObject(v) && Object.values(v).every((each) => item(each));
export const nullOr = (v, is) => v === null || is(v);
export const absentOr = (v, is) => v === undefined || is(v);
export const absentNullOr = (v, is) => v == null || is(v);
