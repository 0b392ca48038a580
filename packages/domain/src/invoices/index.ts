export * from './financial-year';
export * from './gst-split';
export * from './place-of-supply';
