export * from './financial-year';
export * from './gst-split';
export * from './gst-summary';
export * from './place-of-supply';
