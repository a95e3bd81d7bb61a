import Foundation

/// One thing to buy, and whether it is in the basket.
struct GroceryItem: Equatable {
    var name: String
    var isBought = false
}
