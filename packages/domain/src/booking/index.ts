export * from './add-on-lines';
export * from './calendar';
export * from './next-element';
export * from './pincode-state';
export * from './quantity';
export * from './steps';
export * from './transitions';
