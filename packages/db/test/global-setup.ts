export { setup } from '../src/testing/index';
