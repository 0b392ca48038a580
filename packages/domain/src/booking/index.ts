export * from './calendar';
export * from './draft-customizations';
export * from './next-element';
export * from './pincode-state';
export * from './quantity';
export * from './steps';
export * from './transitions';
