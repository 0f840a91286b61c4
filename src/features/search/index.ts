// The search feature's public entry: the search box the header composes.
export { SearchBox } from './SearchBox.tsx';
