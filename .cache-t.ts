import { dictionaryWords, realNeighbours } from '/work/wt-search/src/lib/search/real-words.ts';
let t=Date.now();
const pt = dictionaryWords('pt'); console.log('pt', pt.length, Date.now()-t); t=Date.now();
const en = dictionaryWords('en'); console.log('en', en.length, Date.now()-t); t=Date.now();
const r = realNeighbours(['madeira','geladeira','camera','notebook','fone','fonte','mochila','cama','gamer','mouse','iphone','bluetooth','smartphone'], 'pt');
console.log(Date.now()-t, r.length, r.slice(0,80).join(' '));
