/*
 * The reading build of sheetjs-style (XLSX read and write, no legacy formats or code pages), which
 * loads in a fraction of the time of the full build: the import's reading process starts afresh for
 * every file (isolated-reading.ts). Its API is the full build's, whose types the package ships.
 */
declare module 'sheetjs-style/xlsx.mini.js' {
  import XLSX from 'sheetjs-style';
  export default XLSX;
}
