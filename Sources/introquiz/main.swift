print("introquiz")
