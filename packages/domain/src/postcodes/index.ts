// The INE postal-code data and the 52 provinces: imported as '@kiwi/domain/postcodes' so
// that only the API and the seeds load the data (about 230 kB), never the web bundle.
export * from './provinces';
export * from './municipalities';
