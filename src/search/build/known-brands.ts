/**
 * Brands shoppers search for that a catalog may not carry today. A query naming one is never
 * "corrected" into a common word one letter away ("dell" is not "del", "asus" is not "ases"): it finds
 * the brand's deals or honestly nothing. The catalog's own brands and stores need no entry (its words
 * are never corrected); add a brand here when shoppers search for it and the catalog lacks it.
 */
export const KNOWN_BRANDS: readonly string[] = `
acer adidas aiwa alienware amazon americanas apple arno asics asus audi avell bic black+decker bosch
brastemp britania cadence canon casas bahia casio cce chevrolet citroen colgate consul corsair cuisinart
dafiti dell dewalt dji dolce electrolux elgin epson esmaltec fiat fila fischer ford fujifilm garmin
gillette google gopro gradiente havaianas hering honda hp huawei hyundai intel intelbras jeep karcher
kenwood kingston kodak lacoste lenovo lg logitech loreal magalu makita mallory marisa mercado livre
microsoft mizuno mondial motorola multilaser natura nestle netshoes new balance nike nikon nintendo
nokia oakley olympus oster panasonic pampers penalty philco philips pioneer polishop positivo puma
ray-ban razer realme redragon reebok renault riachuelo samsung sandisk seagate semp sharp shopee
siemens skol sony stanley suvinil tcl tefal tilibra toshiba toyota tramontina under armour vans
volkswagen walita western digital whirlpool xiaomi yamaha zara
`
  .split(/\s+/)
  .filter(Boolean);
