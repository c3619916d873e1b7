import InProcessHost

/// Builds the seeded catalogue from word lists and a ``SplitMix64`` stream.
///
/// Only integer arithmetic is used, so the same seed gives byte-identical products on every platform.
struct CatalogueGenerator {
    static let productCount = 1_200
    static let relatedCount = 4

    private var random: SplitMix64

    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    mutating func generate() -> (categories: [Category], products: [Product]) {
        let specs = Self.categorySpecs
        let categories = specs.map { Category(id: $0.id, name: $0.name) }
        var usedNames: Set<String> = []
        var drafts: [Product] = []
        drafts.reserveCapacity(Self.productCount)
        for index in 0..<Self.productCount {
            let categoryIndex = random.below(specs.count)
            drafts.append(
                makeProduct(
                    index: index, categoryIndex: categoryIndex, spec: specs[categoryIndex], usedNames: &usedNames))
        }
        var byCategory = Array(repeating: [Int](), count: specs.count)
        for product in drafts { byCategory[product.categoryIndex].append(product.index) }
        let products = drafts.map { draft in
            var siblings = byCategory[draft.categoryIndex].filter { $0 != draft.index }
            random.shuffle(&siblings)
            return Product(
                index: draft.index, id: draft.id, name: draft.name, categoryIndex: draft.categoryIndex,
                description: draft.description, rating: draft.rating, ratingCount: draft.ratingCount,
                variants: draft.variants, relatedIndices: Array(siblings.prefix(Self.relatedCount)).sorted())
        }
        return (categories, products)
    }

    private mutating func makeProduct(
        index: Int, categoryIndex: Int, spec: CategorySpec, usedNames: inout Set<String>
    ) -> Product {
        var name: String
        var noun: Noun
        var modifier: String
        repeat {
            noun = random.pick(spec.nouns)
            modifier = random.pick(spec.modifiers)
            name = "\(random.pick(Self.brands)) \(modifier) \(noun.name)"
        } while usedNames.contains(name) || noun.name.contains(modifier)
        usedNames.insert(name)

        let id = "p-" + String(index + 1).leftPadded(to: 4)
        let dollars =
            spec.dollars.lowerBound
            + (spec.dollars.count - 1) * random.below(1_000) * random.below(1_000) / 1_000_000
        let cents = random.pick([99, 99, 49, 0, 95])
        let soldOut = random.chance(6, in: 100)
        let variantCount = random.int(in: 1...min(4, noun.scheme.options.count))
        let variants = noun.scheme.options.prefix(variantCount).enumerated().map { position, option in
            let stock = soldOut || random.chance(10, in: 100) ? 0 : random.int(in: 1...40)
            return Variant(
                id: "\(id)-v\(position + 1)", name: option.name,
                price: max(1, dollars * option.pricePercent / 100) * 100 + cents, initialStock: stock)
        }
        let ratingCount = random.chance(5, in: 100) ? 0 : 1 + random.below(2_400) * random.below(1_000) / 1_000
        let rating = ratingCount == 0 ? 0 : max(random.int(in: 22...50), random.int(in: 22...50))
        let description = [
            "A \(modifier.lowercased()) take on the \(noun.name.lowercased()), \(random.pick(spec.materials)).",
            "Made for \(random.pick(spec.uses)), it \(random.pick(Self.benefits)).",
            random.chance(1, in: 4) ? random.pick(Self.asides) : nil,
        ].compactMap { $0 }.joined(separator: " ")
        return Product(
            index: index, id: id, name: name, categoryIndex: categoryIndex, description: description,
            rating: rating, ratingCount: ratingCount, variants: variants, relatedIndices: [])
    }
}

// MARK: - Word lists

extension CatalogueGenerator {
    struct VariantOption {
        let name: String
        /// This variant's price as a percentage of the product's base price.
        let pricePercent: Int
    }

    enum VariantScheme {
        case weight, colour, size, capacity, edition, pack, finish, standard

        var options: [VariantOption] {
            switch self {
            case .weight:
                [
                    .init(name: "250 g", pricePercent: 100), .init(name: "500 g", pricePercent: 180),
                    .init(name: "1 kg", pricePercent: 320),
                ]
            case .colour: ["Crème", "Noir", "Sage", "Rosé"].map { .init(name: $0, pricePercent: 100) }
            case .size:
                [
                    .init(name: "Small", pricePercent: 100), .init(name: "Medium", pricePercent: 100),
                    .init(name: "Large", pricePercent: 110), .init(name: "Extra Large", pricePercent: 120),
                ]
            case .capacity:
                [
                    .init(name: "350 ml", pricePercent: 100), .init(name: "500 ml", pricePercent: 115),
                    .init(name: "750 ml", pricePercent: 130), .init(name: "1 L", pricePercent: 145),
                ]
            case .edition:
                [
                    .init(name: "Paperback", pricePercent: 100), .init(name: "Hardcover", pricePercent: 160),
                    .init(name: "Gift Edition", pricePercent: 220),
                ]
            case .pack:
                [
                    .init(name: "Single", pricePercent: 100), .init(name: "Pack of 2", pricePercent: 190),
                    .init(name: "Pack of 4", pricePercent: 360),
                ]
            case .finish: ["Matte Black", "Brushed Steel", "Crème"].map { .init(name: $0, pricePercent: 100) }
            case .standard: [.init(name: "Standard", pricePercent: 100)]
            }
        }
    }

    struct Noun {
        let name: String
        let scheme: VariantScheme

        init(_ name: String, _ scheme: VariantScheme) {
            self.name = name
            self.scheme = scheme
        }
    }

    struct CategorySpec {
        let id: String
        let name: String
        /// Base price range in whole US dollars.
        let dollars: ClosedRange<Int>
        let nouns: [Noun]
        let modifiers: [String]
        let materials: [String]
        let uses: [String]
    }

    static let brands = [
        "Alpine", "Bellevue", "Café Noir", "Cedar & Co", "Doña Rosa", "Fjällby", "Grünwald", "Hollow Oak",
        "Lumière", "Maison Crème", "Nordvik", "Östergård", "Pinecrest", "São Bento", "Tidewater", "Zürich Works",
    ]

    static let benefits = [
        "ships in plastic-free packaging", "comes with a two-year warranty", "is built to last for years",
        "packs away neatly", "makes a thoughtful gift", "was tested by our team for a month",
        "is easy to clean", "arrives ready to use",
    ]

    static let asides = [
        "A favourite at our Zürich café.", "Inspired by a crème brûlée recipe from Lyon.",
        "Pairs well with a jalapeño margarita.", "Designed in São Paulo.", "Loved by customers in Montréal.",
        "Our buyers found it at a Christmas market in Köln.",
    ]

    static let categorySpecs: [CategorySpec] = [
        CategorySpec(
            id: "coffee-tea", name: "Coffee & Tea", dollars: 6...180,
            nouns: [
                Noun("Espresso Beans", .weight), Noun("Café Crème Blend", .weight), Noun("Cold Brew Kit", .standard),
                Noun("Pour-Over Dripper", .colour), Noun("Matcha Whisk Set", .standard), Noun("Earl Grey Tea", .weight),
                Noun("Milk Frother", .finish), Noun("Burr Grinder", .finish), Noun("French Press", .capacity),
                Noun("Café au Lait Bowl", .colour), Noun("Chai Concentrate", .capacity), Noun("Moka Pot", .size),
                Noun("Tea Infuser", .finish),
            ],
            modifiers: ["Dark Roast", "Single-Origin", "Decaf", "Organic", "Barista", "Smoky", "Classic", "Travel"],
            materials: [
                "roasted in small batches", "in heat-proof borosilicate glass", "sourced from a cooperative in Huila",
                "with a stainless steel body", "blended by our tasting panel",
            ],
            uses: ["slow weekend mornings", "the home barista", "busy office kitchens", "afternoon tea"]),
        CategorySpec(
            id: "kitchen", name: "Kitchen", dollars: 8...420,
            nouns: [
                Noun("Crème Brûlée Torch", .finish), Noun("Chef's Knife", .size), Noun("Dutch Oven", .colour),
                Noun("Cast-Iron Skillet", .size), Noun("Colander", .size), Noun("Jalapeño Slicer", .standard),
                Noun("Mixing Bowls", .pack), Noun("Cutting Board", .size), Noun("Stand Mixer", .colour),
                Noun("Pasta Maker", .finish), Noun("Spice Rack", .size), Noun("Oven Mitts", .colour),
                Noun("Balloon Whisk", .size),
            ],
            modifiers: [
                "Professional", "Everyday", "Nonstick", "Enamelled", "Compact", "Heritage", "Stainless", "Rustic",
            ],
            materials: [
                "forged from high-carbon steel", "with an enamelled cast-iron body", "cut from end-grain walnut",
                "with a soft silicone grip", "finished by hand in Sheffield",
            ],
            uses: ["weeknight dinners", "ambitious bakers", "small apartment kitchens", "Sunday roasts"]),
        CategorySpec(
            id: "pantry", name: "Pantry", dollars: 3...45,
            nouns: [
                Noun("Jalapeño Hot Sauce", .capacity), Noun("Jalapeño Crisps", .pack), Noun("Olive Oil", .capacity),
                Noun("Sea Salt Flakes", .weight), Noun("Crème Fraîche Dip", .pack), Noun("Dark Chocolate", .pack),
                Noun("Maple Syrup", .capacity), Noun("Basmati Rice", .weight), Noun("Piñon Granola", .weight),
                Noun("Pâté de Campagne", .pack), Noun("Smoked Paprika", .weight), Noun("Wildflower Honey", .capacity),
                Noun("Tomato Pasta Sauce", .pack),
            ],
            modifiers: [
                "Artisan", "Organic", "Spicy", "Smoked", "Wild", "Roasted", "Small-Batch", "Heirloom",
            ],
            materials: [
                "made with no added sugar", "from a family farm in Oaxaca", "cold-pressed within a day of harvest",
                "slow-cooked in copper pans", "packed in recyclable glass",
            ],
            uses: ["picnics and lunchboxes", "last-minute dinner guests", "weekend brunch", "holiday hampers"]),
        CategorySpec(
            id: "audio", name: "Audio", dollars: 15...1_500,
            nouns: [
                Noun("Wireless Headphones", .colour), Noun("Earbuds", .colour), Noun("Bookshelf Speaker", .finish),
                Noun("Turntable", .finish), Noun("Soundbar", .standard), Noun("Portable Speaker", .colour),
                Noun("Studio Monitor", .pack), Noun("Headphone Amp", .finish), Noun("Condenser Microphone", .finish),
                Noun("Clock Radio", .colour), Noun("Subwoofer", .size), Noun("USB DAC", .standard),
            ],
            modifiers: [
                "Noise-Cancelling", "Hi-Fi", "Bluetooth", "Studio", "Retro", "Waterproof", "Active", "Lossless",
            ],
            materials: [
                "with 40 mm beryllium drivers", "in a walnut veneer cabinet", "with a 30-hour battery",
                "tuned by our sound engineers", "with an aluminium housing",
            ],
            uses: ["long-haul flights", "vinyl collectors", "home studios", "podcast recording"]),
        CategorySpec(
            id: "home", name: "Home & Living", dollars: 9...600,
            nouns: [
                Noun("Throw Blanket", .colour), Noun("Scented Candle", .size), Noun("Ceramic Vase", .colour),
                Noun("Linen Cushion", .colour), Noun("Table Lamp", .finish), Noun("Wall Clock", .finish),
                Noun("Bath Towels", .pack), Noun("Duvet Cover", .size), Noun("Coir Doormat", .size),
                Noun("Picture Frame", .size), Noun("Storage Basket", .size), Noun("Aroma Diffuser", .colour),
            ],
            modifiers: [
                "Cosy", "Linen", "Minimalist", "Handwoven", "Bohème", "Velvet", "Scandinavian", "Organic Cotton",
            ],
            materials: [
                "woven from organic cotton", "glazed by hand in Portugal", "in stonewashed French linen",
                "with a brass finish", "dyed with plant-based colours",
            ],
            uses: ["reading nooks", "guest bedrooms", "first apartments", "long winter evenings"]),
        CategorySpec(
            id: "outdoor", name: "Outdoor", dollars: 12...900,
            nouns: [
                Noun("Dome Tent", .size), Noun("Sleeping Bag", .size), Noun("Camping Lantern", .finish),
                Noun("Hiking Backpack", .size), Noun("Trekking Poles", .size), Noun("Camp Stove", .standard),
                Noun("Water Bottle", .capacity), Noun("Hammock", .colour), Noun("Cooler Box", .capacity),
                Noun("Rain Jacket", .size), Noun("Headlamp", .colour), Noun("Picnic Blanket", .colour),
            ],
            modifiers: [
                "Ultralight", "Waterproof", "Trail", "Alpine", "Expedition", "All-Season", "Packable", "Rugged",
            ],
            materials: [
                "in ripstop nylon", "with taped seams", "with a recycled polyester shell",
                "with an anodised aluminium frame", "rated to minus ten degrees",
            ],
            uses: ["weekend hikes", "festival camping", "bikepacking trips", "après-ski evenings"]),
        CategorySpec(
            id: "fitness", name: "Fitness", dollars: 8...1_200,
            nouns: [
                Noun("Yoga Mat", .colour), Noun("Kettlebell", .size), Noun("Jump Rope", .colour),
                Noun("Resistance Bands", .pack), Noun("Foam Roller", .size), Noun("Dumbbell Set", .size),
                Noun("Exercise Bike", .standard), Noun("Rowing Machine", .standard), Noun("Gym Bag", .colour),
                Noun("Running Shoes", .size), Noun("Pull-Up Bar", .standard), Noun("Balance Board", .finish),
            ],
            modifiers: ["Pro", "Adjustable", "Grip", "Eco", "Training", "Performance", "Compact", "Studio"],
            materials: [
                "in natural tree rubber", "with a powder-coated steel frame", "with a non-slip surface",
                "with breathable mesh panels", "made from recycled foam",
            ],
            uses: ["home workouts", "marathon training", "physiotherapy routines", "small flats"]),
        CategorySpec(
            id: "books-stationery", name: "Books & Stationery", dollars: 4...180,
            nouns: [
                Noun("Notebook", .pack), Noun("Fountain Pen", .finish), Noun("Weekly Planner", .colour),
                Noun("Sketchbook", .size), Noun("Cookbook", .edition), Noun("World Atlas", .edition),
                Noun("Novel", .edition), Noun("Pencil Set", .pack), Noun("Desk Organiser", .finish),
                Noun("Washi Tape", .pack), Noun("Calligraphy Kit", .standard), Noun("Travel Journal", .colour),
            ],
            modifiers: [
                "Dotted", "Leather-Bound", "Illustrated", "Pocket", "Recycled", "Classic", "Annotated", "Bilingual",
            ],
            materials: [
                "on acid-free paper", "with a lay-flat binding", "with a vegetable-tanned leather cover",
                "printed in Bologna", "with a steel nib",
            ],
            uses: ["bullet journaling", "students", "travel sketching", "letter writers"]),
        CategorySpec(
            id: "toys-games", name: "Toys & Games", dollars: 6...300,
            nouns: [
                Noun("Jigsaw Puzzle", .size), Noun("Chess Set", .finish), Noun("Building Blocks", .pack),
                Noun("Board Game", .edition), Noun("Piñata", .colour), Noun("Plush Bear", .size), Noun("Kite", .colour),
                Noun("Marble Run", .size), Noun("Card Game", .edition), Noun("Wooden Train", .standard),
                Noun("Science Kit", .standard), Noun("Dollhouse", .standard),
            ],
            modifiers: [
                "Family", "Wooden", "Deluxe", "Travel", "Classic", "Strategy", "Magnetic", "Glow-in-the-Dark",
            ],
            materials: [
                "carved from beech wood", "with non-toxic paints", "with 1,000 pieces",
                "designed with teachers", "in a sturdy storage box",
            ],
            uses: ["rainy afternoons", "family game nights", "curious eight-year-olds", "birthday parties"]),
        CategorySpec(
            id: "apparel", name: "Apparel", dollars: 10...400,
            nouns: [
                Noun("Merino Beanie", .colour), Noun("Wool Scarf", .colour), Noun("Crew Socks", .pack),
                Noun("Denim Jacket", .size), Noun("Linen Shirt", .size), Noun("Rain Poncho", .size),
                Noun("Leather Gloves", .size), Noun("Hoodie", .size), Noun("Canvas Sneakers", .size),
                Noun("Crewneck Sweater", .size), Noun("Sun Hat", .size), Noun("Tote Bag", .colour),
            ],
            modifiers: [
                "Relaxed", "Slim-Fit", "Organic", "Heritage", "Waterproof", "Cashmere-Blend", "Everyday", "Vintage",
            ],
            materials: [
                "knitted from merino wool", "in organic cotton twill", "in selvedge denim",
                "with corozo buttons", "sewn in Porto",
            ],
            uses: ["city commutes", "cold mornings", "summer holidays", "everyday wear"]),
    ]
}

extension String {
    /// The string left-padded with zeros to `width` characters.
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
