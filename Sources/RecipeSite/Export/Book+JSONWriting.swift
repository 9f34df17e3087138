import RecipeCore

// Each type writes its keys in sorted order, matching its `Codable` form.

extension Recipe {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.key("description"); json.string(description)
            json.key("elements"); json.array(elements) { json, element in element.write(to: &json) }
            json.key("file"); json.string(file)
            json.key("part"); json.string(part)
            json.key("slug"); json.string(slug)
            json.key("tags"); json.array(tags) { json, tag in json.string(tag) }
            json.key("title"); json.string(title)
        }
    }
}

extension RecipeElement {
    func write(to json: inout JSONWriter) {
        json.object { json in
            switch self {
            case .header(let header):
                json.key("kind"); json.string("header")
                json.key("level"); json.integer(header.level)
                json.key("text"); json.string(header.text)
            case .item(let item):
                json.key("amount"); json.string(item.amount)
                json.key("kind"); json.string("item")
                json.key("name"); json.string(item.name)
                json.key("prep"); json.string(item.prep)
                json.key("quantity")
                if let quantity = item.quantity { quantity.write(to: &json) } else { json.null() }
            case .step(let step):
                json.key("kind"); json.string("step")
                json.key("text"); json.string(step.text)
                json.key("timers"); json.array(step.timers) { json, timer in timer.write(to: &json) }
            case .note(let note):
                json.key("kind"); json.string("note")
                json.key("text"); json.string(note.text)
            case .photo(let photo):
                json.key("caption"); json.string(photo.caption)
                json.key("file"); json.string(photo.file)
                json.key("format"); json.string(photo.found?.format.rawValue)
                json.key("kind"); json.string("photo")
                json.key("path"); json.string(photo.path)
            }
        }
    }
}

extension Quantity {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.key("high"); json.number(high)
            json.key("low"); json.number(low)
            json.key("text"); json.string(text)
            json.key("unit"); json.string(unit?.rawValue)
        }
    }
}

extension StepTimer {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.key("maxSeconds"); json.integer(maxSeconds)
            json.key("name"); json.string(name)
            json.key("seconds"); json.integer(seconds)
            json.key("text"); json.string(text)
        }
    }
}

extension Chapter {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.key("file"); json.string(file)
            json.key("order"); json.integer(order)
            json.key("sections"); json.array(sections) { json, section in
                json.object { json in
                    json.key("anchor"); json.string(section.anchor)
                    json.key("level"); json.integer(section.level)
                    json.key("title"); json.string(section.title)
                }
            }
            json.key("slug"); json.string(slug)
            json.key("title"); json.string(title)
        }
    }
}
